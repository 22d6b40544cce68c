import { useT } from '@/i18n/i18n';
import { shownAddress } from '@/lib/removed-data';

/** 'Partenza' and 'Destinazione' with their addresses (spec §2.3), or 'Indirizzo rimosso' on an old ride. */
export function RouteLines({ pickup, dropoff }: { pickup: string | null; dropoff: string | null }) {
  const t = useT();
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="text-muted-foreground">{t('route.pickup')}</dt>
        <dd className="font-medium break-words">{shownAddress(pickup)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('route.dropoff')}</dt>
        <dd className="font-medium break-words">{shownAddress(dropoff)}</dd>
      </div>
    </dl>
  );
}
