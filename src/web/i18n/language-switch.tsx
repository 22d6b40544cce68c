import { LANGUAGE_NAMES, LANGUAGES } from '@shared/i18n/languages';
import { showErrorToast } from '@/lib/error-toast';
import { cn } from '@/lib/utils';
import { activeLanguage, chooseLanguage, useT } from './i18n';

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold uppercase';

/**
 * The header's switch (design §16): three buttons, IT · EN · DE, each named in its own language and by its mark
 * ("EN, English"): a screen reader says the language, and a voice user who says the mark they see finds the button
 * (WCAG 2.5.3, axe's label-content-name-mismatch). The chosen one is pressed. Small enough for a 360 px header beside
 * the call link; no list to open. The page changes in place; a catalogue that fails to arrive leaves the language as
 * it was, and a toast says so.
 */
export function LanguageSwitch({ className, firstScreen }: { className?: string; firstScreen: boolean }) {
  const t = useT();
  const active = activeLanguage();
  return (
    <div role="group" aria-label={t('shell.language')} className={cn('flex gap-1 rounded-md bg-black/10 p-0.5', className)} data-testid="language-switch">
      {LANGUAGES.map((language) =>
        // Before the scripts a tap would be lost: the first screen shows the same marks, not yet buttons.
        firstScreen ? (
          <span key={language} lang={language} className={cn(ITEM, 'h-9', language === active && 'bg-foreground text-primary')}>
            {language}
          </span>
        ) : (
          <button
            key={language}
            type="button"
            lang={language}
            aria-label={`${language.toUpperCase()}, ${LANGUAGE_NAMES[language]}`}
            aria-pressed={language === active}
            onClick={() => void chooseLanguage(language).catch(() => showErrorToast(t('shell.languageFailed')))}
            className={cn(
              ITEM,
              'h-9 outline-none hover:bg-black/10 focus-visible:ring-[3px] focus-visible:ring-foreground/40',
              language === active && 'bg-foreground text-primary hover:bg-foreground',
            )}
          >
            {language}
          </button>
        ),
      )}
    </div>
  );
}
