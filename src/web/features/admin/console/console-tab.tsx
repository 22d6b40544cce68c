import { useAlerts } from '../api/get-alerts';
import { useOpenRides } from '../api/get-open-rides';
import { AlertsPanel } from './alerts-panel';
import { FleetPanel } from './fleet-panel';
import { OpenRidesList } from './open-rides-list';
import { PhoneBookingForm } from './phone-booking-form';
import { usePhoneBooking } from './use-phone-booking';

/**
 * 'Centrale' (design §10): alerts on top; the phone booking, the live map and the queue side by side on the
 * office's desktop, one under the other on a narrower screen. A click on the map sets the booking's pickup point.
 */
export function ConsoleTab() {
  const alerts = useAlerts();
  const open = useOpenRides();
  const pending = open.rides.filter((ride) => ride.status === 'pending');
  const booking = usePhoneBooking();

  return (
    <div className="grid gap-4">
      {alerts.data && alerts.data.length > 0 && <AlertsPanel alerts={alerts.data} />}
      <div className="grid gap-4 xl:grid-cols-[22rem_minmax(0,1fr)_24rem]">
        <PhoneBookingForm form={booking} />
        <FleetPanel pendingRides={pending} bookingPickup={booking.pickup.fromMap ? booking.pickup.point : null} onMapClick={booking.setPickupPoint} />
        <OpenRidesList rides={open.rides} isPending={open.isPending} isError={open.isError} />
      </div>
    </div>
  );
}
