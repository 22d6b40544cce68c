import { ListIcon, UsersIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import type { QueueRide } from '@shared/console.schemas';
import { formatPhoneNumber } from '@shared/phone';
import { canTransition, isRedispatchable } from '@shared/ride-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { VehicleFeatureList } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useNow } from '@/hooks/use-now';
import { showErrorToast } from '@/lib/error-toast';
import { shownAddress } from '@/lib/removed-data';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';
import { useRedispatchRide } from '../api/redispatch-ride';
import { REQUEST_TYPE_LABELS } from '../ride-labels';
import { RideStatusBadge } from '../ride-status-badge';
import { AssignRideDialog } from './assign-ride-dialog';
import { CancelRideDialog } from './cancel-ride-dialog';
import { CloseRideDialog } from './close-ride-dialog';
import { CONSOLE_TEXT } from './console-strings';
import { rideTimeText } from './time-left';
import { officeDropoff } from '../shown-data';

const T = CONSOLE_TEXT.rides;
type Open = { kind: 'assign' | 'cancel' | 'close'; ride: QueueRide } | null;

/**
 * design §10 queue: the open rides (and requests that expired in the last minutes), with time left, driver and
 * status, and what the office can do with each.
 */
export function OpenRidesList({ rides, isPending, isError }: { rides: QueueRide[]; isPending: boolean; isError: boolean }) {
  const t = useT();
  const now = useNow();
  const redispatch = useRedispatchRide({
    onSuccess: () => toast({ title: CONSOLE_TEXT.redispatch.done }),
    onError: (error) => showErrorToast(CONSOLE_TEXT.redispatch.failed, CONSOLE_TEXT.redispatch.failed, error),
  });
  const [open, setOpenState] = useState<Open>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const returnFocus = useReturnFocus(title);
  const setOpen = (next: Open) => {
    if (next) returnFocus.remember();
    setOpenState(next);
  };
  const close = () => setOpen(null);

  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader>
        <CardTitle ref={title} tabIndex={-1} className="flex items-center gap-2">
          <ListIcon aria-hidden className="size-5" />
          {T.title}
          {rides.length > 0 && <Badge variant="secondary">{rides.length}</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending && rides.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('shell.loading')}</p>
        ) : isError && rides.length === 0 ? (
          <p className="text-sm text-destructive">{T.error}</p>
        ) : rides.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.none}</p>
        ) : (
          <ul className="grid max-h-[36rem] gap-2 overflow-y-auto" aria-label={T.title}>
            {rides.map((ride) => {
              const time = rideTimeText(ride, now);
              const underWay = ride.status !== 'pending';
              // What the office may do is the ride table's answer (design §4), not a list kept here.
              const may = (to: 'accepted' | 'completed' | 'cancelled') => canTransition(ride.status, to, 'admin');
              return (
                <li key={ride.id} className="grid gap-1.5 rounded-md border p-3 text-sm" data-testid="open-ride" data-ride-id={ride.id}>
                  <div className="flex flex-wrap items-center gap-2">
                    <RideStatusBadge status={ride.status} />
                    <Badge variant="outline">{REQUEST_TYPE_LABELS[ride.requestType]}</Badge>
                    {ride.source === 'office' && <Badge variant="outline">{T.phone}</Badge>}
                    {ride.heldAt && ride.status === 'pending' && <Badge variant="destructive">{T.held}</Badge>}
                    {time.text && (
                      <span className={cn('ml-auto text-xs', time.urgent ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
                        {time.text}
                      </span>
                    )}
                  </div>
                  <p className="font-medium break-words">{shownAddress(ride.pickupAddress)}</p>
                  <p className="text-muted-foreground break-words">→ {officeDropoff(ride)}</p>
                  <p className="flex flex-wrap gap-x-3 text-muted-foreground">
                    <span>{ride.customerPhone ? formatPhoneNumber(ride.customerPhone) : '-'}</span>
                    {ride.passengers !== null && (
                      <span className="inline-flex items-center gap-1">
                        <UsersIcon aria-hidden className="size-3.5" />
                        <span className="sr-only">{VEHICLE_TEXT.passengers}:</span>
                        {ride.passengers}
                      </span>
                    )}
                    <span>
                      {T.driver}: <span className="text-foreground">{ride.driverName ?? T.noDriver}</span>
                    </span>
                  </p>
                  <VehicleFeatureList features={ride.requirements} label={VEHICLE_TEXT.requirements} testId="open-ride-requirements" />
                  <div className="flex flex-wrap gap-2 pt-1">
                    {isRedispatchable(ride) && (
                      <Button
                        size="sm"
                        disabled={redispatch.isPending}
                        onClick={() => redispatch.mutate(ride.id)}
                        aria-label={`${T.redispatch}: ${shownAddress(ride.pickupAddress)}`}
                      >
                        {T.redispatch}
                      </Button>
                    )}
                    {may('accepted') && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setOpen({ kind: 'assign', ride })}
                        aria-label={`${underWay ? T.reassign : T.assign}: ${shownAddress(ride.pickupAddress)}`}
                      >
                        {underWay ? T.reassign : T.assign}
                      </Button>
                    )}
                    {may('completed') && (
                      <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'close', ride })} aria-label={`${T.close}: ${shownAddress(ride.pickupAddress)}`}>
                        {T.close}
                      </Button>
                    )}
                    {may('cancelled') && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive"
                        onClick={() => setOpen({ kind: 'cancel', ride })}
                        aria-label={`${T.cancel}: ${shownAddress(ride.pickupAddress)}`}
                      >
                        {T.cancel}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <AssignRideDialog ride={open?.kind === 'assign' ? open.ride : null} onClose={close} onCloseAutoFocus={returnFocus.onCloseAutoFocus} />
      <CancelRideDialog ride={open?.kind === 'cancel' ? open.ride : null} onClose={close} onCloseAutoFocus={returnFocus.onCloseAutoFocus} />
      <CloseRideDialog ride={open?.kind === 'close' ? open.ride : null} onClose={close} onCloseAutoFocus={returnFocus.onCloseAutoFocus} />
    </Card>
  );
}
