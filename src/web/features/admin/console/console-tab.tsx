import { useAlerts } from '../api/get-alerts';
import { useOpenRides } from '../api/get-open-rides';
import { AlertsPanel } from './alerts-panel';
import { FleetPanel } from './fleet-panel';
import { OpenRidesList } from './open-rides-list';
import { PhoneBookingForm } from './phone-booking-form';

/**
 * 'Centrale' (design §10): alerts on top; the phone booking, the live map and the queue side by side on the
 * office's desktop, one under the other on a narrower screen.
 */
export function ConsoleTab() {
  const alerts = useAlerts();
  const open = useOpenRides();
  const pending = open.rides.filter((ride) => ride.status === 'pending');

  return (
    <div className="grid gap-4">
      {alerts.data && alerts.data.length > 0 && <AlertsPanel alerts={alerts.data} />}
      <div className="grid gap-4 xl:grid-cols-[22rem_minmax(0,1fr)_24rem]">
        <PhoneBookingForm />
        <FleetPanel pendingRides={pending} />
        <OpenRidesList rides={open.rides} isPending={open.isPending} isError={open.isError} />
      </div>
    </div>
  );
}
