import { AlertTriangle, Crosshair, LocateFixed } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatTime } from '@/lib/format';
import type { GpsState } from './use-gps-tracking';

interface GpsCardProps {
  gps: GpsState;
  onManualUpdate: () => void;
}

const coord = (value: number) => value.toFixed(5);

/** spec §2.7 / §4 / §8: the position being shared, where it comes from, and the fallback warning. */
export function GpsCard({ gps, onManualUpdate }: GpsCardProps) {
  return (
    <Card className="gap-3 py-4" data-testid="gps-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 px-4">
        <CardTitle className="flex items-center gap-2 text-base whitespace-nowrap">
          <LocateFixed className="size-5" aria-hidden /> Posizione GPS
        </CardTitle>
        <Badge variant={gps.tracking ? 'success' : 'secondary'}>
          {gps.tracking ? 'Tracciamento attivo' : 'Tracciamento non attivo'}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 text-sm">
        {gps.warning && (
          <p role="alert" className="flex items-start gap-2 rounded-md bg-warning/15 px-3 py-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {gps.warning}
          </p>
        )}
        {!gps.tracking && (
          <p className="text-muted-foreground">La posizione viene condivisa automaticamente durante una corsa accettata.</p>
        )}
        {gps.position ? (
          <p data-testid="gps-position">
            {coord(gps.position.latitude)}, {coord(gps.position.longitude)}
            {gps.source === 'simulated' && ' (simulata)'}
            {gps.lastSentAt !== null && (
              <span className="text-muted-foreground"> · inviata alle {formatTime(gps.lastSentAt)}</span>
            )}
          </p>
        ) : (
          gps.tracking && <p className="text-muted-foreground">In attesa della posizione...</p>
        )}
        <Button variant="outline" disabled={gps.tracking} onClick={onManualUpdate}>
          <Crosshair aria-hidden /> Aggiorna posizione
        </Button>
      </CardContent>
    </Card>
  );
}
