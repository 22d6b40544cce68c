import { Loader2 } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { useLiveSocket } from '@/lib/live-socket';

/** spec §2.7: shown until the live channel is connected and identified (before that, new requests would not arrive). */
export function ConnectionWarning() {
  const t = useT();
  if (useLiveSocket().status === 'identified') return null;
  return (
    <div role="status" className="flex items-center gap-2 rounded-lg border border-warning bg-warning/15 px-4 py-3 text-sm">
      <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />
      {t('driver.connecting')}
    </div>
  );
}
