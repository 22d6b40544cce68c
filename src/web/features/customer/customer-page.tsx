import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { addressIssues, BOOKING_MESSAGES, type BookingIssue } from '@shared/booking';
import { RatingDialog } from '@/components/rating-dialog';
import { toast } from '@/hooks/use-toast';
import { LiveSocketProvider } from '@/lib/live-socket';
import { parseApiError, readApiError } from '@/lib/query-client';
import { cancelRide, createRide, type CustomerSession, ridesKey } from './api';
import { BookingForm } from './booking-form';
import { CustomerPageFrame } from './customer-page-frame';
import { InfoCards } from './info-cards';
import { PhoneBanner } from './phone-banner';
import { SearchingCard } from './searching-card';
import { useBookingForm } from './use-booking-form';
import { useCustomerSession } from './use-customer-session';
import { useTrackedRide } from './use-tracked-ride';

const VerificationDialog = lazy(() => import('./verification-dialog'));
// Everything not needed to show the empty form loads on demand (the route's first load stays small).
const DriverArrivingCard = lazy(() => import('./driver-arriving-card').then((m) => ({ default: m.DriverArrivingCard })));
const ExpiredCard = lazy(() => import('./ended-card').then((m) => ({ default: m.ExpiredCard })));
const ScheduledConfirmation = lazy(() => import('./ended-card').then((m) => ({ default: m.ScheduledConfirmation })));
const UpcomingBookings = lazy(() => import('./upcoming-bookings').then((m) => ({ default: m.UpcomingBookings })));

/** Scheduled bookings are checked with the full rules, already loaded with the date picker. */
async function issuesOf(request: ReturnType<ReturnType<typeof useBookingForm>['request']>): Promise<BookingIssue[]> {
  if (request.requestType !== 'scheduled') return addressIssues(request);
  const { bookingIssues } = await import('@shared/booking-rules');
  return bookingIssues(request, new Date());
}

export function CustomerPage() {
  const session = useCustomerSession();
  const customer = session.customer;
  return (
    <LiveSocketProvider enabled={customer !== null} identify={customer ? { userType: 'customer', userId: customer.customerId } : undefined}>
      <CustomerScreen session={session} />
    </LiveSocketProvider>
  );
}

function CustomerScreen({ session }: { session: ReturnType<typeof useCustomerSession> }) {
  const { customer } = session;
  const queryClient = useQueryClient();
  const form = useBookingForm();
  const tracked = useTrackedRide(customer !== null);
  const [verifying, setVerifying] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // New Ride hides the driver card; the ride itself still completes and asks for a rating (SPEC §2.1).
  const [hiddenRideId, setHiddenRideId] = useState<string | null>(null);

  const view = tracked.view;
  const ride = view?.ride ?? null;

  const send = async () => {
    setSubmitting(true);
    try {
      const created = await createRide(form.request(), form.attemptKey());
      form.endAttempt();
      setHiddenRideId(null);
      tracked.track(created);
      if (created.requestType === 'scheduled') await queryClient.invalidateQueries({ queryKey: ridesKey('upcoming') });
    } catch (err) {
      const parsed = parseApiError(err);
      // Only an answered request ends the attempt; after a network failure the same key is retried.
      if (parsed.status !== null) form.endAttempt();
      if (parsed.status === 401) await session.change();
      toast({
        variant: 'destructive',
        title: 'Errore',
        description: parsed.issues[0]?.message ?? readApiError(err, BOOKING_MESSAGES.requestFailed),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (verified = customer !== null) => {
    const first = (await issuesOf(form.request()))[0];
    if (first) {
      const title = first.message === BOOKING_MESSAGES.tooSoon ? BOOKING_MESSAGES.invalidTimeTitle : BOOKING_MESSAGES.missingTitle;
      toast({ variant: 'destructive', title, description: first.message });
      return;
    }
    if (!verified) {
      setVerifying(true);
      return;
    }
    void send();
  };

  const onVerified = (verified: CustomerSession) => {
    session.setVerified(verified);
    setVerifying(false);
    void submit(true);
  };

  const cancelSearch = async () => {
    if (!ride) return;
    setCancelling(true);
    try {
      await cancelRide(ride.id, 'Annullata dal cliente durante la ricerca');
      tracked.clear();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Errore', description: readApiError(err, 'Impossibile annullare la richiesta') });
    } finally {
      setCancelling(false);
    }
  };

  const newRide = () => {
    if (ride?.status === 'accepted') setHiddenRideId(ride.id);
    else tracked.clear();
    form.reset();
  };

  const rateable = view && ride?.status === 'completed' && !view.rated && view.driver;
  const showing =
    ride && ride.id !== hiddenRideId
      ? ride.status === 'pending' && ride.requestType === 'immediate'
        ? 'searching'
        : ride.status === 'accepted'
          ? 'accepted'
          : ride.status === 'expired' && ride.requestType === 'immediate'
            ? 'expired'
            : ride.status === 'pending'
              ? 'scheduled'
              : 'form'
      : 'form';

  return (
    <CustomerPageFrame>

      {showing === 'searching' && ride && <SearchingCard ride={ride} onCancel={() => void cancelSearch()} cancelling={cancelling} />}
      <Suspense fallback={showing === 'form' || showing === 'searching' ? null : <div className="h-[420px] animate-pulse rounded-xl bg-muted" />}>
        {showing === 'accepted' && view && <DriverArrivingCard view={view} onNewRide={newRide} />}
        {showing === 'expired' && ride && (
          <ExpiredCard ride={ride} onRetry={() => void submit()} onNewRide={newRide} retrying={submitting} />
        )}
        {showing === 'scheduled' && ride && <ScheduledConfirmation ride={ride} onNewRide={newRide} />}
      </Suspense>
      {showing === 'form' && (
        <BookingForm
          form={form}
          onSubmit={() => void submit()}
          submitting={submitting}
          banner={customer && <PhoneBanner phoneNumber={customer.phoneNumber} onChange={() => void session.change()} />}
        />
      )}

      {customer && (
        <Suspense fallback={null}>
          <UpcomingBookings />
        </Suspense>
      )}
      <InfoCards />

      {verifying && (
        <Suspense fallback={null}>
          <VerificationDialog open={verifying} onOpenChange={setVerifying} onVerified={onVerified} />
        </Suspense>
      )}
      {rateable && view.driver && (
        <RatingDialog
          open
          onOpenChange={(open) => {
            if (!open) {
              tracked.clear();
              setHiddenRideId(null);
              form.reset();
            }
          }}
          ride={{
            rideRequestId: ride.id,
            customerId: ride.customerId,
            driverId: view.driver.id,
            driverName: view.driver.name,
            pickupAddress: ride.pickupAddress,
            dropoffAddress: ride.dropoffAddress,
          }}
        />
      )}
    </CustomerPageFrame>
  );
}
