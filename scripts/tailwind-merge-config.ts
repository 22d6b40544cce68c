/**
 * Writes src/web/lib/tailwind-merge-config.ts: tailwind-merge's own default configuration, cut down to the class
 * groups the web app's sources need merged (ADR 281). The full configuration describes every Tailwind class there is and
 * is three quarters of the library's 8.4 KB gzip, which the customer's first load cannot afford (issue 28, ≤ 120 KB);
 * a group whose classes never meet can never be in conflict. Run it after adding classes of a new kind
 * (`npm run tailwind-merge-config`); a test fails while the file is out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

export const CONFIG_FILE = 'src/web/lib/tailwind-merge-config.ts';

type Config = ReturnType<typeof getDefaultConfig>;
type Value = string | number | boolean | ((...args: never[]) => unknown) | Value[] | { [key: string]: Value };

/** Calls whose arguments are class names (class-variance-authority's `cva` included). */
const CLASS_FUNCTIONS = new Set(['cn', 'cva', 'clsx']);

/**
 * The strings of the web app's sources (tests left out) that may hold class names: `className` values, the
 * arguments of `cn`/`cva`/`clsx`, and the declarations those name — in the same file, or imported by name from
 * another (a constant, a function that returns classes). Other strings (texts, keys, SVG markup) would only add
 * groups nobody merges.
 */
function classStrings(root: string): string[] {
  const files = readdirSync(`${root}/src/web`, { recursive: true, encoding: 'utf8' })
    .map((f) => `src/web/${f}`)
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f) && !f.endsWith('tailwind-merge-config.ts'))
    .sort();
  const sources = files.map((file) => {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    return ts.createSourceFile(file, readFileSync(`${root}/${file}`, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  });
  const declarationsOf = (source: ts.SourceFile) => {
    const declarations = new Map<string, ts.Node>();
    const find = (node: ts.Node) => {
      if ((ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
        declarations.set(node.name.text, node);
      }
      ts.forEachChild(node, find);
    };
    find(source);
    return declarations;
  };
  const local = new Map(sources.map((source) => [source, declarationsOf(source)] as const));
  // Imports are followed by name: a name declared in several files brings all of them, which only adds groups.
  const anywhere = new Map<string, ts.Node[]>();
  for (const declarations of local.values()) {
    for (const [name, node] of declarations) anywhere.set(name, [...(anywhere.get(name) ?? []), node]);
  }
  const strings: string[] = [];
  const read = new Set<ts.Node>();
  for (const source of sources) {
    const declarations = local.get(source)!;
    const imported = new Set<string>();
    for (const statement of source.statements) {
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imported.add(element.name.text);
    }
    const collect = (node: ts.Node) => {
      if (read.has(node)) return;
      read.add(node);
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
      else if (ts.isTemplateExpression(node)) strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
      else if (ts.isIdentifier(node)) {
        const declaration = declarations.get(node.text);
        if (declaration) collect(declaration);
        else if (imported.has(node.text)) (anywhere.get(node.text) ?? []).forEach(collect);
      }
      ts.forEachChild(node, collect);
    };
    const findClassContexts = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && node.name.getText(source) === 'className' && node.initializer) collect(node.initializer);
      else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CLASS_FUNCTIONS.has(node.expression.text)) {
        node.arguments.forEach(collect);
      }
      ts.forEachChild(node, findClassContexts);
    };
    findClassContexts(source);
  }
  return strings;
}

/** A class as tailwind-merge sees it: the group of its base class, and what must match for two to conflict. */
function classifier(config: Config) {
  const { getClassGroupId } = createClassGroupUtils(config as never);
  const parse = createParseClassName(config as never);
  return (name: string) => {
    const parsed = parse(name);
    const postfixAt = parsed.maybePostfixModifierPosition;
    const group = (postfixAt ? getClassGroupId(parsed.baseClassName.slice(0, postfixAt)) : undefined) ?? getClassGroupId(parsed.baseClassName);
    // Classes under different variants (`hover:`, `sm:`) or importance never override each other.
    const context = `${[...parsed.modifiers].sort().join(':')}${parsed.hasImportantModifier ? '!' : ''}`;
    return { group, context };
  };
}

/**
 * The class groups the app needs merged: those of two of its classes that override each other under the full
 * configuration (the same group, or groups in conflict, under the same variants), grown until every class the
 * full configuration puts in a group left out is put in no group at all — never taken for another group's
 * (`text-…` is a colour to a configuration without `text-overflow`). Then every pair of the app's classes merges as
 * with the full configuration (`mergesAsTheFullConfiguration` checks it pair by pair).
 */
export function neededClassGroups(classes: readonly string[], config: Config = getDefaultConfig()): Set<string> {
  const classify = classifier(config);
  const conflicts = (id: string) => [...(config.conflictingClassGroups[id as never] ?? []), ...(config.conflictingClassGroupModifiers[id as never] ?? [])] as string[];
  const byContext = new Map<string, Map<string, number>>();
  const full = new Map(classes.map((name) => [name, classify(name)] as const));
  for (const { group, context } of full.values()) {
    if (!group) continue;
    const groups = byContext.get(context) ?? new Map<string, number>();
    byContext.set(context, groups.set(group, (groups.get(group) ?? 0) + 1));
  }
  const needed = new Set<string>();
  for (const groups of byContext.values()) {
    for (const [group, count] of groups) {
      const rivals = conflicts(group).filter((other) => groups.has(other));
      if (count > 1 || rivals.length > 0) [group, ...rivals].forEach((id) => needed.add(id));
    }
  }
  for (;;) {
    const classifySubset = classifier(subsetConfig(needed, config) as unknown as Config);
    const before = needed.size;
    for (const [name, { group }] of full) {
      const seen = classifySubset(name).group;
      if (seen && seen !== group && group) needed.add(group);
    }
    if (needed.size === before) return needed;
  }
}

/** The pairs of `classes` the cut-down configuration merges otherwise than the full one (none, if it is right). */
export function pairsMergedOtherwise(classes: readonly string[], groups: ReadonlySet<string>, config: Config = getDefaultConfig()): string[] {
  const full = createTailwindMerge(() => config);
  const subset = createTailwindMerge(() => subsetConfig(groups, config) as never);
  const wrong: string[] = [];
  for (const a of classes) for (const b of classes) if (a !== b && subset(`${a} ${b}`) !== full(`${a} ${b}`)) wrong.push(`${a} ${b}`);
  return wrong;
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

function render(value: Value, indent: string): string {
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'function') {
    const themeKey = (value as { themeKey?: string }).themeKey;
    if (themeKey) return `fromTheme(${render(themeKey, indent)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`a function in tailwind-merge's configuration that is neither a validator nor a theme getter: ${value.toString().slice(0, 80)}`);
    return `validators.${name}`;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((v) => render(v, inner));
    const line = `[${items.join(', ')}]`;
    return line.length + indent.length <= 100 && !line.includes('\n') ? line : `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(([k, v]) => `${/^[a-z_$][\w$]*$/i.test(k) ? k : render(k, inner)}: ${render(v, inner)}`);
  const line = `{ ${entries.join(', ')} }`;
  return line.length + indent.length <= 100 && !line.includes('\n') ? line : `{\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}}`;
}

const pick = <T>(record: Record<string, T>, keep: (key: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));

/** tailwind-merge's configuration with only `groups` (and the conflicts among them). */
export function subsetConfig(groups: ReadonlySet<string>, config: Config = getDefaultConfig()) {
  const used = (id: string) => groups.has(id);
  const conflicts = (record: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([id]) => used(id))
        .map(([id, others]) => [id, others.filter(used)] as const)
        .filter(([, others]) => others.length > 0),
    );
  return {
    cacheSize: config.cacheSize,
    theme: config.theme,
    classGroups: pick(config.classGroups as unknown as Record<string, Value>, used),
    conflictingClassGroups: conflicts(config.conflictingClassGroups as Record<string, readonly string[]>),
    conflictingClassGroupModifiers: conflicts(config.conflictingClassGroupModifiers as Record<string, readonly string[]>),
    postfixLookupClassGroups: (config.postfixLookupClassGroups ?? []).filter(used),
    orderSensitiveModifiers: config.orderSensitiveModifiers,
  };
}

/** The source of the cut-down configuration for `groups`. */
export function renderConfig(groups: ReadonlySet<string>): string {
  return [
    '// Written by scripts/tailwind-merge-config.ts (npm run tailwind-merge-config): do not edit. ADR 281.',
    "import { fromTheme, validators } from 'tailwind-merge';",
    '',
    "/** tailwind-merge 3's default configuration, only the class groups src/web needs merged. */",
    `export const tailwindMergeConfig = ${render(subsetConfig(groups) as unknown as Value, '')};`,
    '',
  ].join('\n');
}

/** Every class name the web app's sources use, once. */
export function webClasses(root = '.'): string[] {
  return [...new Set(classStrings(root).flatMap((text) => text.split(/\s+/)).filter(Boolean))].sort();
}

export function currentConfigSource(root = '.'): string {
  return renderConfig(neededClassGroups(webClasses(root)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const classes = webClasses();
  const wrong = pairsMergedOtherwise(classes, neededClassGroups(classes));
  if (wrong.length > 0) throw new Error(`merged otherwise than by the full configuration: ${wrong.slice(0, 10).join(' | ')}`);
  writeFileSync(CONFIG_FILE, currentConfigSource());
  process.stdout.write(`${CONFIG_FILE} written\n`);
}
