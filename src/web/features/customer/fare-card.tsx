import type { FareEstimate } from '@shared/fare.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEuro, formatKm } from '@/lib/format';

/** spec §2.1 fare breakdown: euros with 2 decimals, supplements labelled 20 % and 15 %. */
export function FareCard({ fare }: { fare: FareEstimate }) {
  const d = fare.fareDetails;
  const rows: [string, number][] = [
    ['Tariffa base', d.baseFare],
    ['Distanza', d.distanceFare],
    // A short ride's top-up to the minimum fare, only when there is one (spec §2.1 shows four lines).
    ...(d.minimumFareTopUp > 0 ? [['Integrazione corsa minima', d.minimumFareTopUp] as [string, number]] : []),
    ['Supplemento notturno (20%)', d.nightSupplement],
    ['Supplemento weekend (15%)', d.weekendSupplement],
  ];
  return (
    <Card className="gap-3 border-primary/40" data-testid="fare-card">
      <CardHeader>
        <CardTitle className="text-base">Tariffa stimata</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([label, amount]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right tabular-nums">{formatEuro(amount)}</dd>
            </div>
          ))}
          <dt className="border-t pt-2 font-semibold">Totale</dt>
          <dd className="border-t pt-2 text-right text-lg font-bold tabular-nums" data-testid="fare-total">
            {formatEuro(fare.estimatedFare)}
          </dd>
          <dt className="text-muted-foreground">Distanza stimata</dt>
          <dd className="text-right tabular-nums" data-testid="fare-distance">
            {formatKm(fare.estimatedDistance)}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
