import { CalendarCheck, Phone, SearchX, UserX } from 'lucide-react';
import type { Ride } from '@shared/rides.schemas';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { formatDateTime, formatEuro } from '@/lib/format';
import { getPublicConfig, telHref } from '@/lib/public-config';
import { RouteLines } from './route-lines';

/** design §4: nobody accepted in time — say so clearly and offer to try again. */
export function ExpiredCard({ ride, onRetry, onNewRide, retrying }: { ride: Ride; onRetry: () => void; onNewRide: () => void; retrying: boolean }) {
  const { taxiPhone } = getPublicConfig();
  const t = useT();
  return (
    <Card data-testid="expired-card" role="alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SearchX className="size-5 text-destructive" aria-hidden />
          {t('ended.expiredTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {t('ended.expiredText')}
        </p>
        <RouteLines pickup={ride.pickupAddress} dropoff={ride.dropoffAddress} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button className="sm:flex-1" onClick={onRetry} disabled={retrying}>
            {t('ended.retry')}
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={onNewRide}>
            {t('arriving.newRide')}
          </Button>
        </div>
        {/* The text says "chiamarci": the number is one tap away, not only in the header. */}
        {taxiPhone !== '' && (
          <a href={telHref(taxiPhone)} className={buttonVariants({ variant: 'outline' })}>
            <Phone aria-hidden /> {t('ended.callRadioTaxi')}
          </a>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * design §4: the driver waited at the pickup and nobody came (customerCard 'no_show'). Said plainly, without blame
 * (the customer may simply have been somewhere else), with the way to book again.
 */
export function NoShowCard({ ride, driverName, onNewRide }: { ride: Ride; driverName: string | null; onNewRide: () => void }) {
  const t = useT();
  return (
    <Card data-testid="no-show-card" role="alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserX className="size-5 text-destructive" aria-hidden />
          {t('ended.noShowTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">
          {t('ended.noShowText', { who: driverName ?? t('cancelRide.theDriver') })}
        </p>
        <RouteLines pickup={ride.pickupAddress} dropoff={ride.dropoffAddress} />
        <Button onClick={onNewRide}>{t('arriving.newRide')}</Button>
      </CardContent>
    </Card>
  );
}

/** design §4: a scheduled booking ends in a confirmation, not an endless spinner. */
export function ScheduledConfirmation({ ride, onNewRide }: { ride: Ride; onNewRide: () => void }) {
  const t = useT();
  return (
    <Card data-testid="scheduled-confirmation">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarCheck className="size-5 text-success" aria-hidden />
          {t('ended.scheduledTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">
          <Trans id="ended.scheduledText" values={{ when: formatDateTime(ride.scheduledTime) }} components={{ 0: <strong /> }} />
        </p>
        <RouteLines pickup={ride.pickupAddress} dropoff={ride.dropoffAddress} />
        {ride.estimatedFare !== null && (
          <p className="text-sm">
            <Trans id="ended.estimatedFare" values={{ amount: formatEuro(ride.estimatedFare) }} components={{ 0: <strong /> }} />
          </p>
        )}
        <Button onClick={onNewRide}>{t('arriving.newRide')}</Button>
      </CardContent>
    </Card>
  );
}
