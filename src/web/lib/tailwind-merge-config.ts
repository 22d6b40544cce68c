// Written by scripts/tailwind-merge-config.ts (npm run tailwind-merge-config): do not edit. ADR 281.
import { fromTheme, validators } from 'tailwind-merge';

/** tailwind-merge 3's default configuration, only the class groups src/web needs merged. */
export const tailwindMergeConfig = {
  cacheSize: 500,
  theme: {
    animate: ['spin', 'ping', 'pulse', 'bounce'],
    aspect: ['video'],
    blur: [validators.isTshirtSize],
    breakpoint: [validators.isTshirtSize],
    color: [validators.isAny],
    container: [validators.isTshirtSize],
    'drop-shadow': [validators.isTshirtSize],
    ease: ['in', 'out', 'in-out'],
    font: [validators.isAnyNonArbitrary],
    'font-weight': ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'],
    'inset-shadow': [validators.isTshirtSize],
    leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'],
    perspective: ['dramatic', 'near', 'normal', 'midrange', 'distant', 'none'],
    radius: [validators.isTshirtSize],
    shadow: [validators.isTshirtSize],
    spacing: ['px', validators.isNumber],
    text: [validators.isTshirtSize],
    'text-shadow': [validators.isTshirtSize],
    tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest'],
  },
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'inline-table',
      'table-caption',
      'table-cell',
      'table-column',
      'table-column-group',
      'table-footer-group',
      'table-header-group',
      'table-row-group',
      'table-row',
      'flow-root',
      'grid',
      'inline-grid',
      'contents',
      'list-item',
      'hidden',
    ],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [
      {
        inset: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    top: [
      {
        top: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    right: [
      {
        right: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    left: [
      {
        left: [
          validators.isFraction,
          'full',
          'auto',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    z: [
      {
        z: [validators.isInteger, 'auto', validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    basis: [
      {
        basis: [
          validators.isFraction,
          'full',
          'auto',
          fromTheme('container'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    flex: [
      {
        flex: [
          validators.isNumber,
          validators.isFraction,
          'auto',
          'initial',
          'none',
          validators.isArbitraryValue,
        ],
      },
    ],
    shrink: [
      {
        shrink: ['', validators.isNumber, validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    order: [
      {
        order: [
          validators.isInteger,
          'first',
          'last',
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'grid-cols': [
      {
        'grid-cols': [
          validators.isInteger,
          'none',
          'subgrid',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'col-start': [
      {
        'col-start': [validators.isInteger, 'auto', validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    'row-start': [
      {
        'row-start': [validators.isInteger, 'auto', validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    gap: [{ gap: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    'gap-x': [
      {
        'gap-x': [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    'gap-y': [
      {
        'gap-y': [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    'justify-content': [
      {
        justify: [
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
          'normal',
        ],
      },
    ],
    'align-items': [
      {
        items: ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe', { baseline: ['', 'last'] }],
      },
    ],
    p: [{ p: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    px: [{ px: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    py: [{ py: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    pt: [{ pt: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    pr: [{ pr: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    pb: [{ pb: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    pl: [{ pl: [validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')] }],
    mx: [
      {
        mx: ['auto', validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    my: [
      {
        my: ['auto', validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    mt: [
      {
        mt: ['auto', validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    mr: [
      {
        mr: ['auto', validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    mb: [
      {
        mb: ['auto', validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    ml: [
      {
        ml: ['auto', validators.isArbitraryVariable, validators.isArbitraryValue, fromTheme('spacing')],
      },
    ],
    size: [
      {
        size: [
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    w: [
      {
        w: [
          fromTheme('container'),
          'screen',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'min-w': [
      {
        'min-w': [
          fromTheme('container'),
          'screen',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'max-w': [
      {
        'max-w': [
          fromTheme('container'),
          'screen',
          'none',
          'prose',
          { screen: [fromTheme('breakpoint')] },
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    h: [
      {
        h: [
          'screen',
          'lh',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'min-h': [
      {
        'min-h': [
          'screen',
          'lh',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'max-h': [
      {
        'max-h': [
          'screen',
          'lh',
          'none',
          validators.isFraction,
          'auto',
          'full',
          'dvw',
          'dvh',
          'lvw',
          'lvh',
          'svw',
          'svh',
          'min',
          'max',
          'fit',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'font-size': [
      {
        text: [
          'base',
          fromTheme('text'),
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'font-weight': [
      {
        font: [
          fromTheme('font-weight'),
          validators.isArbitraryVariableWeight,
          validators.isArbitraryWeight,
        ],
      },
    ],
    tracking: [
      {
        tracking: [fromTheme('tracking'), validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    leading: [
      {
        leading: [
          'none',
          fromTheme('leading'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
          fromTheme('spacing'),
        ],
      },
    ],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] }],
    'underline-offset': [
      {
        'underline-offset': [validators.isNumber, 'auto', validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    'vertical-align': [
      {
        align: [
          'baseline',
          'top',
          'middle',
          'bottom',
          'text-top',
          'text-bottom',
          'sub',
          'super',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    'bg-color': [{ bg: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] }],
    rounded: [
      {
        rounded: [
          '',
          'none',
          'full',
          fromTheme('radius'),
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'border-w': [
      {
        border: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-t': [
      {
        'border-t': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-b': [
      {
        'border-b': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-w-l': [
      {
        'border-l': [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [{ border: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] }],
    shadow: [
      {
        shadow: [
          '',
          'inner',
          'none',
          fromTheme('shadow'),
          validators.isArbitraryVariableShadow,
          validators.isArbitraryShadow,
        ],
      },
    ],
    'ring-w': [
      {
        ring: [
          '',
          validators.isNumber,
          validators.isArbitraryVariableLength,
          validators.isArbitraryLength,
        ],
      },
    ],
    'ring-color': [{ ring: [fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue] }],
    opacity: [
      {
        opacity: [validators.isNumber, validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    transition: [
      {
        transition: [
          '',
          'all',
          'colors',
          'opacity',
          'shadow',
          'transform',
          'none',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    animate: [
      {
        animate: ['none', fromTheme('animate'), validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
    cursor: [
      {
        cursor: [
          'auto',
          'default',
          'pointer',
          'wait',
          'text',
          'move',
          'help',
          'not-allowed',
          'none',
          'context-menu',
          'progress',
          'cell',
          'crosshair',
          'vertical-text',
          'alias',
          'copy',
          'no-drop',
          'grab',
          'grabbing',
          'all-scroll',
          'col-resize',
          'row-resize',
          'n-resize',
          'e-resize',
          's-resize',
          'w-resize',
          'ne-resize',
          'nw-resize',
          'se-resize',
          'sw-resize',
          'ew-resize',
          'ns-resize',
          'nesw-resize',
          'nwse-resize',
          'zoom-in',
          'zoom-out',
          validators.isArbitraryVariable,
          validators.isArbitraryValue,
        ],
      },
    ],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    fill: [
      {
        fill: ['none', fromTheme('color'), validators.isArbitraryVariable, validators.isArbitraryValue],
      },
    ],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['top', 'right', 'left'],
    flex: ['basis', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'border-w': ['border-w-t', 'border-w-b', 'border-w-l'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  postfixLookupClassGroups: [],
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
};
