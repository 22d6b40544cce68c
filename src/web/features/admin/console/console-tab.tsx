import { useEffect, useRef, useState } from 'react';
import type { QueueRide } from '@shared/console.schemas';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';
import { useAlerts } from '../api/get-alerts';
import { useOpenRides } from '../api/get-open-rides';
import { AlertsPanel } from './alerts-panel';
import { AssignRideDialog } from './assign-ride-dialog';
import { FleetPanel } from './fleet-panel';
import { OpenRidesList } from './open-rides-list';
import { PhoneBookingForm } from './phone-booking-form';
import { usePhoneBooking } from './use-phone-booking';

/**
 * 'Centrale' (design §10): alerts on top; the phone booking, the live map and the queue side by side on the
 * office's desktop, one under the other on a narrower screen. A click on the map sets the booking's pickup point.
 */
export function ConsoleTab() {
  useT();
  const alerts = useAlerts();
  const open = useOpenRides();
  const pending = open.rides.filter((ride) => ride.status === 'pending');
  const booking = usePhoneBooking();
  const hasAlerts = (alerts.data?.length ?? 0) > 0;
  const phoneRef = useRef<HTMLInputElement>(null);
  // A ride given to a taxi from its popup on the map (the queue's own 'Assegna' keeps its dialog in the list).
  const [fromMap, setFromMap] = useState<{ ride: QueueRide; driverId: string } | null>(null);
  // design §10: F2 puts the operator on the caller's number from anywhere in the console (a dialog keeps its focus).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F2' || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      phoneRef.current?.focus();
      phoneRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // Alerts on top on a phone or a tablet; on a desktop they head the queue's column, so that they never push the
    // booking form and the map below a 1366×768 screen (design §10). One panel, placed by the grid.
    <div className="grid gap-4 xl:grid-cols-[22rem_minmax(0,1fr)_24rem]">
      {hasAlerts && (
        <div className="xl:col-start-3 xl:row-start-1 xl:max-h-52 xl:overflow-y-auto">
          <AlertsPanel alerts={alerts.data!} />
        </div>
      )}
      <div className="xl:col-start-1 xl:row-span-2 xl:row-start-1">
        <PhoneBookingForm form={booking} phoneRef={phoneRef} />
      </div>
      <div className="min-w-0 xl:col-start-2 xl:row-span-2 xl:row-start-1">
        <FleetPanel
          pendingRides={pending}
          bookingPickup={booking.pickup.fromMap ? booking.pickup.point : null}
          onMapClick={booking.setPickupPoint}
          onAssign={(ride, driverId) => setFromMap({ ride, driverId })}
        />
      </div>
      <div className={cn('min-w-0 xl:col-start-3', hasAlerts ? 'xl:row-start-2' : 'xl:row-span-2 xl:row-start-1')}>
        <OpenRidesList rides={open.rides} isPending={open.isPending} isError={open.isError} />
      </div>
      <AssignRideDialog ride={fromMap?.ride ?? null} preselectedDriverId={fromMap?.driverId ?? null} onClose={() => setFromMap(null)} />
    </div>
  );
}
