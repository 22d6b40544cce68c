import { useId, useRef, useState } from 'react';
import type { QueueRide } from '@shared/console.schemas';
import { RIDE_LIMITS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { VehicleFeatureList } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { cn } from '@/lib/utils';
import { activeLanguage, useT } from '@/i18n/i18n';
import { useAssignRide } from '../api/assign-ride';
import { useFreeTaxis } from '../api/get-free-taxis';
import { CONSOLE_TEXT } from './console-strings';
import type { ConsoleDialogProps } from './ride-dialog-props';
import { freeTaxisFor } from './nearest-free';

const T = CONSOLE_TEXT.assign;

/** Step in (design §10): give a pending ride to a free driver, or move an accepted one to another. */
export function AssignRideDialog({
  ride,
  onClose,
  onCloseAutoFocus,
  preselectedDriverId = null,
}: ConsoleDialogProps & {
  /** Opened from a taxi's popup on the fleet map: that taxi is already chosen. */
  preselectedDriverId?: string | null;
}) {
  return (
    <Dialog open={ride !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        {ride && <AssignRideForm ride={ride} onClose={onClose} preselectedDriverId={preselectedDriverId} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignRideForm({ ride, onClose, preselectedDriverId }: { ride: QueueRide; onClose: () => void; preselectedDriverId: string | null }) {
  const t = useT();
  const reassign = ride.status !== 'pending';
  const [query, setQuery] = useState('');
  // The server finds the free taxis nearest the pickup (ADR 252); the dialog orders and explains them.
  const fleet = useFreeTaxis(ride.id, query, preselectedDriverId);
  const [driverId, setDriverId] = useState<string | null>(preselectedDriverId);
  const [eta, setEta] = useState('');
  const ids = { search: useId(), eta: useId(), list: useId() };
  const pickup = ride.pickupLat !== null && ride.pickupLon !== null ? { lat: ride.pickupLat, lon: ride.pickupLon } : null;
  const free = freeTaxisFor(fleet.data ?? [], pickup, { exceptDriverId: ride.acceptedDriverId, query, needs: ride });
  const fitting = free.filter((f) => f.misfit === null).length;
  const chosenEntry = free.find((f) => f.taxi.driverId === driverId && f.misfit === null);
  const chosen = chosenEntry?.taxi;
  // Without a known position the server cannot estimate the minutes: the operator asks the driver and types them.
  const etaNeeded = chosenEntry !== undefined && chosenEntry.km === null;
  const etaValue = eta.trim() === '' ? undefined : Number(eta);
  const etaValid =
    etaValue === undefined
      ? !etaNeeded
      : Number.isInteger(etaValue) && etaValue >= RIDE_LIMITS.etaMinMinutes && etaValue <= RIDE_LIMITS.etaMaxMinutes;

  // Named as chosen: by the answer the taxi is busy and may have left the free list.
  const chosenName = useRef('');
  const assign = useAssignRide({
    onSuccess: () => {
      toast({ title: T.title(reassign), description: T.done(chosenName.current) });
      onClose();
    },
    // The server's reason, as it gives it: the driver went offline, took another ride, the ride was taken.
    onError: (error) => showErrorToast(T.failed, T.failed, error),
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{T.title(reassign)}</DialogTitle>
        <DialogDescription>{T.description(reassign)}</DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        <span className="text-muted-foreground">{t('route.pickup')}: </span>
        {ride.pickupAddress}
        {ride.driverName && (
          <>
            <br />
            <span className="text-muted-foreground">{T.currentDriver}: </span>
            {ride.driverName}
          </>
        )}
        {ride.passengers !== null && (
          <>
            <br />
            <span className="text-muted-foreground">{VEHICLE_TEXT.passengers}: </span>
            {t('office.passengers', { n: ride.passengers })}
          </>
        )}
      </p>
      {ride.requirements.length > 0 && (
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">{VEHICLE_TEXT.requirements}:</span>
          <VehicleFeatureList features={ride.requirements} label={VEHICLE_TEXT.requirements} testId="assign-requirements" />
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={ids.search}>{T.search}</Label>
        <Input id={ids.search} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </div>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{T.driver}</legend>
        {fleet.isPending ? (
          <p className="text-sm text-muted-foreground">{t('shell.loading')}</p>
        ) : free.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noneFree}</p>
        ) : (
          <>
            {fitting === 0 && query.trim() === '' && <p className="text-sm font-medium text-destructive">{T.noneFitting}</p>}
            <div className="grid max-h-64 gap-1 overflow-y-auto" id={ids.list}>
              {free.map(({ taxi, km, misfit }) => (
                // design §14: a taxi that does not fit stays in sight, greyed, with why — the office knows whom to call.
                <label
                  key={taxi.driverId}
                  data-testid="assign-taxi"
                  data-fits={misfit === null}
                  className={cn(
                    'flex items-center gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10',
                    misfit === null ? 'cursor-pointer' : 'cursor-not-allowed bg-muted/40',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids.list}-driver`}
                    value={taxi.driverId}
                    checked={driverId === taxi.driverId}
                    disabled={misfit !== null}
                    onChange={() => setDriverId(taxi.driverId)}
                    className="size-4 accent-primary"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{taxi.name}</span>{' '}
                    <span className="font-mono text-muted-foreground">{taxi.licensePlate}</span>
                    <span className="block text-xs text-muted-foreground">{misfit ?? VEHICLE_TEXT.car(taxi)}</span>
                  </span>
                  {km !== null && <span className="text-muted-foreground">{`${km.toLocaleString(activeLanguage(), { maximumFractionDigits: 1 })} km`}</span>}
                </label>
              ))}
            </div>
          </>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={ids.eta}>{etaNeeded ? T.etaNeeded : T.eta}</Label>
        <Input
          id={ids.eta}
          type="number"
          inputMode="numeric"
          min={RIDE_LIMITS.etaMinMinutes}
          max={RIDE_LIMITS.etaMaxMinutes}
          className="w-28"
          value={eta}
          onChange={(e) => setEta(e.target.value)}
          aria-invalid={etaValid ? undefined : true}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {CONSOLE_TEXT.cancel.back}
        </Button>
        <Button
          disabled={!chosen || !etaValid || assign.isPending}
          onClick={() => {
            if (!chosen) return;
            chosenName.current = chosen.name;
            assign.mutate({
              rideId: ride.id,
              body: {
                driverId: chosen.driverId,
                // What the office saw: if a driver's bid won meanwhile, the server refuses rather than take it away.
                currentDriverId: ride.acceptedDriverId,
                ...(etaValue ? { estimatedArrival: etaValue } : {}),
              },
            });
          }}
        >
          {T.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}
