import { AlertTriangle, Crosshair, LocateFixed } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatTime } from '@/lib/format';
import { gpsWarningText } from './gps-warnings';
import type { GpsState } from './use-gps-tracking';

interface GpsCardProps {
  gps: GpsState;
  onManualUpdate: () => void;
}

const coord = (value: number) => value.toFixed(5);

/** spec §2.7 / §4 / §8: the position being shared, where it comes from, and the fallback warning. */
export function GpsCard({ gps, onManualUpdate }: GpsCardProps) {
  const t = useT();
  return (
    <Card className="gap-3 py-4" data-testid="gps-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 px-4">
        <CardTitle className="flex items-center gap-2 text-base whitespace-nowrap">
          <LocateFixed className="size-5" aria-hidden /> {t('driver.gps.title')}
        </CardTitle>
        <Badge variant={gps.tracking ? 'success' : 'secondary'}>
          {gps.tracking ? t('driver.gps.tracking') : t('driver.gps.notTracking')}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 text-sm">
        {gps.warning && (
          <p role="alert" className="flex items-start gap-2 rounded-md bg-warning/15 px-3 py-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {gpsWarningText(gps.warning)}
          </p>
        )}
        {!gps.tracking && (
          <p className="text-muted-foreground">{t('driver.gps.sharedDuringRide')}</p>
        )}
        {gps.position ? (
          <p data-testid="gps-position">
            {coord(gps.position.latitude)}, {coord(gps.position.longitude)}
            {gps.source === 'simulated' && t('driver.gps.simulated')}
            {gps.lastSentAt !== null && (
              <span className="text-muted-foreground">{t('driver.gps.sentAt', { time: formatTime(gps.lastSentAt) })}</span>
            )}
          </p>
        ) : (
          gps.tracking && <p className="text-muted-foreground">{t('driver.gps.waiting')}</p>
        )}
        <Button variant="outline" disabled={gps.tracking} onClick={onManualUpdate}>
          <Crosshair aria-hidden /> {t('driver.gps.update')}
        </Button>
      </CardContent>
    </Card>
  );
}
