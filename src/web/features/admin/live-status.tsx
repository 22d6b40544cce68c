import { useState } from 'react';
import { useLiveMessage, useLiveSocket } from '@/lib/live-socket';
import { cn } from '@/lib/utils';

/**
 * Tells the office whether the figures follow events as they happen: live once the server has confirmed
 * the admin identity on the current connection (a reconnect needs a new confirmation).
 */
export function LiveStatus() {
  const { connected, reconnectCount } = useLiveSocket();
  const [identifiedOn, setIdentifiedOn] = useState<number | null>(null);
  useLiveMessage('identified', () => setIdentifiedOn(reconnectCount));
  const live = connected && identifiedOn === reconnectCount;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <span aria-hidden className={cn('size-2 rounded-full', live ? 'bg-success' : 'animate-pulse bg-warning')} />
      {live ? 'Aggiornamenti in tempo reale' : 'Connessione in corso...'}
    </span>
  );
}
