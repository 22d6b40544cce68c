import type { FareEstimate } from '@shared/fare.schemas';
import { FARE_TEXT } from '@/components/fare/fare-strings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatEuro, formatKm } from '@/lib/format';

/**
 * spec §2.1 fare breakdown: euros with 2 decimals, supplements labelled with their percentages, and design §15's 'Prezzo
 * massimo garantito' under the total; a trip along a fixed-fare route shows 'Tariffa fissa' and its amount instead.
 */
export function FareCard({ fare }: { fare: FareEstimate }) {
  const t = useT();
  if (fare.fixedRoute) return <FixedFareCard fare={fare} name={fare.fixedRoute.name} />;
  const d = fare.fareDetails;
  const rows: [string, number][] = [
    [t('fareCard.base'), d.baseFare],
    [t('fareCard.distance'), d.distanceFare],
    // A short ride's top-up to the minimum fare, only when there is one (spec §2.1 shows four lines).
    ...(d.minimumFareTopUp > 0 ? [[t('fareCard.minimumTopUp'), d.minimumFareTopUp] as [string, number]] : []),
    // The version's own percentages: 20 % and 15 % as the spec shows them, until the office schedules others.
    [t('fareCard.night', { percent: fare.supplementPercents.night }), d.nightSupplement],
    [t('fareCard.weekend', { percent: fare.supplementPercents.weekend }), d.weekendSupplement],
  ];
  return (
    <Card className="gap-3 border-primary/40" data-testid="fare-card">
      <CardHeader>
        <CardTitle className="text-base">{t('fareCard.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([label, amount]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right tabular-nums">{formatEuro(amount)}</dd>
            </div>
          ))}
          <dt className="border-t pt-2 font-semibold">{t('fareCard.total')}</dt>
          <dd className="border-t pt-2 text-right text-lg font-bold tabular-nums" data-testid="fare-total">
            {formatEuro(fare.estimatedFare)}
          </dd>
          <dt className="font-medium">{FARE_TEXT.maxFare}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="fare-max">
            {formatEuro(fare.maxFareCents / 100)}
          </dd>
          <dt className="text-muted-foreground">{t('fareCard.estimatedDistance')}</dt>
          <dd className="text-right tabular-nums" data-testid="fare-distance">
            {formatKm(fare.estimatedDistance)}
          </dd>
        </dl>
        <p className="mt-2 text-xs text-muted-foreground">{FARE_TEXT.maxFareHint}</p>
      </CardContent>
    </Card>
  );
}

function FixedFareCard({ fare, name }: { fare: FareEstimate; name: string }) {
  const t = useT();
  return (
    <Card className="gap-3 border-primary/40" data-testid="fare-card">
      <CardHeader>
        <CardTitle className="text-base">{FARE_TEXT.fixedFare}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">{t('fareCard.route')}</dt>
          <dd className="text-right" data-testid="fixed-route-name">
            {name}
          </dd>
          <dt className="border-t pt-2 font-semibold">{t('fareCard.total')}</dt>
          <dd className="border-t pt-2 text-right text-lg font-bold tabular-nums" data-testid="fare-total">
            {formatEuro(fare.estimatedFare)}
          </dd>
          <dt className="text-muted-foreground">{t('fareCard.estimatedDistance')}</dt>
          <dd className="text-right tabular-nums" data-testid="fare-distance">
            {formatKm(fare.estimatedDistance)}
          </dd>
        </dl>
        <p className="mt-2 text-xs text-muted-foreground">{t('fareCard.fixedHint')}</p>
      </CardContent>
    </Card>
  );
}
