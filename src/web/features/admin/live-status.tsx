import { useLiveSocket } from '@/lib/live-socket';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';

/**
 * Tells the office whether the figures follow events as they happen: live once the server has confirmed the
 * admin identity on the current connection (a reconnect needs a new confirmation).
 */
export function LiveStatus() {
  const t = useT();
  const live = useLiveSocket().status === 'identified';
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <span aria-hidden className={cn('size-2 rounded-full', live ? 'bg-success' : 'animate-pulse bg-warning')} />
      {live ? t('office.live.on') : t('office.live.connecting')}
    </span>
  );
}
