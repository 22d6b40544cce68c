import { LoaderCircle } from 'lucide-react';
import { useT } from '@/i18n/i18n';

/**
 * Shown while an area's chunk loads. It fills the page area the page will fill, so the footer-less
 * layout does not jump, and the spinner appears only after a short delay so fast loads show no flash.
 */
export function PageFallback() {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60dvh] items-center justify-center">
      <div aria-hidden className="animate-delayed-appear">
        <LoaderCircle className="size-8 animate-spin text-muted-foreground" />
      </div>
      <span className="sr-only">{t('shell.loading')}</span>
    </div>
  );
}
