import { MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { QueueRide } from '@shared/console.schemas';
import type { LatLon } from '@shared/common.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatTime } from '@/lib/format';
import { getPublicConfig } from '@/lib/public-config';
import { useT } from '@/i18n/i18n';
import { type MapView, useFleetView } from '../api/get-fleet';
import { CONSOLE_TEXT } from './console-strings';
import { LEGEND_SVG } from './fleet-shapes';

// Leaflet is the biggest piece of the console: it loads with the tab, not with the panel.
const FleetMap = lazy(() => import('./fleet-map'));
const T = CONSOLE_TEXT.fleet;

function Legend({ svg, label }: { svg: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {/* Our own constant SVG, not user input. */}
      <span aria-hidden className="inline-flex size-5 [&>svg]:size-5" dangerouslySetInnerHTML={{ __html: svg }} />
      {label}
    </span>
  );
}

/** design §10 live fleet map, with how many taxis are free and busy and a legend of the shapes. */
export function FleetPanel({
  pendingRides,
  bookingPickup,
  onMapClick,
  onAssign,
}: {
  pendingRides: QueueRide[];
  /** The phone booking's pickup point clicked on the map, shown as a pin. */
  bookingPickup: LatLon | null;
  onMapClick: (point: LatLon) => void;
  onAssign: (ride: QueueRide, driverId: string) => void;
}) {
  // Set by the map once it knows its size, then after every move: the server sends only what it shows (ADR 252).
  useT();
  const [view, setView] = useState<MapView | null>(null);
  const fleet = useFleetView(view);
  const counts = fleet.data?.counts ?? { free: 0, busy: 0, unreachable: 0 };
  const unreachable = fleet.data?.unreachable ?? [];
  const clusters = fleet.data?.clusters ?? [];

  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <MapIcon aria-hidden className="size-5" />
          {T.title}
        </CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="fleet-summary">
          {fleet.isError ? T.error : T.summary(counts.free, counts.busy, counts.unreachable)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {/* At 1366×768 the whole map stays on the first screen; taller screens get a taller map. */}
        <div className="h-[300px] w-full overflow-hidden rounded-md lg:h-[520px] xl:h-[max(320px,calc(100dvh-20rem))]" data-testid="fleet-map">
          <Suspense fallback={<div role="status" className="h-full w-full animate-pulse bg-muted" aria-label={T.mapLoading} />}>
            <FleetMap
              taxis={fleet.data?.taxis ?? []}
              clusters={clusters}
              extent={fleet.data?.extent ?? null}
              onViewChange={setView}
              pendingRides={pendingRides} center={getPublicConfig().mapCenter} bookingPickup={bookingPickup} onMapClick={onMapClick} onAssign={onAssign} />
          </Suspense>
        </div>
        {clusters.length > 0 && <p className="text-sm text-muted-foreground">{T.clustered}</p>}
        {unreachable.length > 0 && (
          <ul className="grid gap-1 text-sm" aria-label={T.unreachable} data-testid="unreachable-taxis">
            {unreachable.map((taxi) => (
              <li key={taxi.driverId}>
                <strong>{taxi.licensePlate}</strong> · {taxi.name} · {T.unreachable}
                {taxi.lastSeenAt && ` (${T.lastSeen(formatTime(taxi.lastSeenAt))})`}
              </li>
            ))}
            {counts.unreachable > unreachable.length && <li>{T.moreUnreachable(counts.unreachable - unreachable.length)}</li>}
          </ul>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <Legend svg={LEGEND_SVG.free} label={T.free} />
          <Legend svg={LEGEND_SVG.busy} label={T.busy} />
          <Legend svg={LEGEND_SVG.unreachable} label={T.unreachable} />
          <Legend svg={LEGEND_SVG.pending} label={T.pendingPin} />
        </p>
      </CardContent>
    </Card>
  );
}
