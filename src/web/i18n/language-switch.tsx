import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@shared/i18n/languages';
import { cn } from '@/lib/utils';
import { activeLanguage, chooseLanguage, useT } from './i18n';

const BOX = 'relative h-10 rounded-md bg-black/10 pr-2 pl-7 text-sm font-semibold';

/**
 * The header's switch (design §16): a native select, the smallest thing that a phone, a keyboard and a screen reader
 * all handle well. The page changes in place; a catalogue that fails to arrive leaves the language as it was.
 */
export function LanguageSwitch({ className, firstScreen }: { className?: string; firstScreen: boolean }) {
  const t = useT();
  const id = useId();
  // Before the scripts a choice would be lost: the first screen shows the same box, not yet a control.
  if (firstScreen) {
    return (
      <div className={className}>
        <span className={cn(BOX, 'flex items-center')}>
          <Languages aria-hidden className="absolute left-2 size-4" />
          {LANGUAGE_NAMES[activeLanguage()]}
        </span>
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('shell.language')}
      </label>
      <div className="relative flex items-center">
        <Languages aria-hidden className="pointer-events-none absolute left-2 size-4" />
        <select
          id={id}
          data-testid="language-switch"
          value={activeLanguage()}
          onChange={(e) => {
            if (isLanguage(e.target.value)) void chooseLanguage(e.target.value).catch(() => {});
          }}
          className={cn(BOX, 'appearance-none outline-none hover:bg-black/15 focus-visible:ring-[3px] focus-visible:ring-foreground/40')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
