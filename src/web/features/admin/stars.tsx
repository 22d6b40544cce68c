import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';

/** Five stars, `value` of them filled; the number is said in words for screen readers. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const t = useT();
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={t('office.stars', { n: value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden
          className={cn('size-4', n <= value ? 'fill-yellow-400 text-yellow-400' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}
