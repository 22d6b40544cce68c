import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import type { CustomerSession } from '@shared/auth.schemas';
import { addressIssues, BOOKING_MESSAGES, type BookingIssue } from '@shared/booking';
import { customerCard } from '@shared/ride-states';
import { useCancelRide } from '@/api/cancel-ride';
import { RatingDialog } from '@/components/rating-dialog';
import { useOnUnauthorized } from '@/hooks/use-on-unauthorized';
import { t as translate, useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { LiveSocketProvider } from '@/lib/live-socket';
import { useCreateRide } from './api/create-ride';
import { useExcludeDriver } from './api/excluded-drivers';
import { upcomingRidesQueryOptions } from './api/get-upcoming-rides';
import { BookingForm } from './booking-form';
import { bookingIssueText, bookingText } from './booking-strings';
import { CustomerPageFrame } from './customer-page-frame';
import { InfoCards } from './info-cards';
import { DeleteMyData } from './delete-my-data';
import { RIGHT_TAXI_TEXT } from './right-taxi-strings';
import { customerCancelReason } from './cancel-reasons';
import type { CancelIntent } from './cancel-ride-confirm';
import { awaitsRating } from './ride-rating';
import { SearchingCard } from './searching-card';
import { useBookingForm } from './use-booking-form';
import { useCustomerSession } from './use-customer-session';
import { useFocusOnScreenChange } from './use-focus-on-screen-change';
import { useTrackedRide } from './use-tracked-ride';

/** `POST /api/rides` refused because the customer already has a ride on. */
const RIDE_IN_PROGRESS = 'ride_in_progress';

const VerificationDialog = lazy(() => import('./verification-dialog'));
// Everything not needed to show the empty form loads on demand (the route's first load stays small).
const PaidFare = lazy(() => import('./paid-fare').then((m) => ({ default: m.PaidFare })));
const DriverArrivingCard = lazy(() => import('./driver-arriving-card').then((m) => ({ default: m.DriverArrivingCard })));
const ExpiredCard = lazy(() => import('./ended-card').then((m) => ({ default: m.ExpiredCard })));
const NoShowCard = lazy(() => import('./ended-card').then((m) => ({ default: m.NoShowCard })));
const ScheduledConfirmation = lazy(() => import('./ended-card').then((m) => ({ default: m.ScheduledConfirmation })));
// design §12: offered after a booking, with the push code, never on the first load.
const NotifyOffer = lazy(() => import('./notify-offer'));
const UpcomingBookings = lazy(() => import('./upcoming-bookings').then((m) => ({ default: m.UpcomingBookings })));
// The verified number's banner formats it with the phone library, which the empty form does not need.
const PhoneBanner = lazy(() => import('./phone-banner').then((m) => ({ default: m.PhoneBanner })));
const ExcludedDrivers = lazy(() => import('./excluded-drivers').then((m) => ({ default: m.ExcludedDrivers })));

/**
 * Scheduled bookings are checked with the full rules, already loaded with the date picker; a count of passengers
 * with the shared rule (design §14), loaded with the options where it was typed.
 */
async function issuesOf(request: ReturnType<ReturnType<typeof useBookingForm>['request']>): Promise<BookingIssue[]> {
  const issues =
    request.requestType !== 'scheduled' ? addressIssues(request) : (await import('@shared/booking-rules')).bookingIssues(request, new Date());
  if (request.passengers !== undefined) {
    const { PASSENGERS, passengersSchema } = await import('@shared/vehicle');
    const issue = passengersSchema.safeParse(request.passengers).error?.issues[0];
    if (issue) issues.push({ path: 'passengers', message: translate('vehicle.passengersRange', PASSENGERS) });
  }
  return issues;
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
  const t = useT();
  const queryClient = useQueryClient();
  const form = useBookingForm();
  const tracked = useTrackedRide(customer !== null);
  const [verifying, setVerifying] = useState(false);
  const [booked, setBooked] = useState(false);
  // The session ended on the server (expired, signed out elsewhere): back to an unverified phone.
  useOnUnauthorized(() => {
    if (customer) session.signedOut();
  });

  const view = tracked.view;
  const ride = view?.ride ?? null;

  // design §14: how many taxis that fit were online when the ride was booked, for the searching card.
  const [matching, setMatching] = useState<{ rideId: string; count: number } | null>(null);
  const create = useCreateRide({
    onSuccess: async ({ rideRequest: created, matchingTaxisOnline }) => {
      form.endAttempt();
      setMatching({ rideId: created.id, count: matchingTaxisOnline });
      tracked.track(created);
      setBooked(true);
      if (created.requestType === 'scheduled') await queryClient.invalidateQueries({ queryKey: upcomingRidesQueryOptions().queryKey });
    },
    onError: (err) => {
      // Only an answered request ends the attempt; after a network failure the same key is retried.
      if (err instanceof ApiError) form.endAttempt();
      const issue = err instanceof ApiError ? err.issues[0]?.message : undefined;
      showErrorToast(t('common.error'), issue ?? bookingText('requestFailed'), issue ? undefined : err);
      // A ride of this customer is still on (booked in another tab, or this page lost track of it): show it.
      if (err instanceof ApiError && err.code === RIDE_IN_PROGRESS) tracked.refresh();
    },
  });

  const submit = async (verified = customer !== null) => {
    const first = (await issuesOf(form.request()))[0];
    if (first?.path === 'passengers') {
      form.setPassengersError(first.message);
      showErrorToast(RIGHT_TAXI_TEXT.options, first.message);
      return;
    }
    if (first) {
      const title = first.message === BOOKING_MESSAGES.tooSoon ? bookingText('invalidTimeTitle') : bookingText('missingTitle');
      showErrorToast(title, bookingIssueText(first.message));
      return;
    }
    if (!verified) {
      setVerifying(true);
      return;
    }
    create.mutate({ ride: form.request(), idempotencyKey: form.attemptKey() });
  };

  const onVerified = (verified: CustomerSession) => {
    session.setVerified(verified);
    setVerifying(false);
    void submit(true);
  };

  // After the rating is stored (design §14); the driver's name is said before the dialog goes.
  const excludeDriver = useExcludeDriver({
    onSuccess: (answer, driverId) => {
      const name = answer.drivers.find((d) => d.driverId === driverId)?.name ?? '';
      toast({ title: RIGHT_TAXI_TEXT.leftOutTitle, description: RIGHT_TAXI_TEXT.leftOut(name) });
    },
    onError: (err) => showErrorToast(RIGHT_TAXI_TEXT.leaveOutFailed, RIGHT_TAXI_TEXT.leaveOutFailed, err),
  });

  const cancel = useCancelRide({
    onSuccess: (cancelled) => {
      tracked.clear();
      // The customer's own cancel says it worked: the page goes back to the form, which alone says nothing.
      toast({
        title: cancelled.acceptedDriverId ? t('ride.cancelledTitle') : t('ride.requestCancelledTitle'),
        description: cancelled.acceptedDriverId ? t('ride.cancelledDriverTold') : t('ride.bookAgainAnyTime'),
      });
    },
    onError: (err) => {
      showErrorToast(t('common.error'), ride?.status === 'pending' ? t('ride.cancelRequestFailed') : t('ride.cancelRideFailed'), err);
      // Refused (the passenger is on board, the driver cancelled first…): the server's copy says what is true now.
      tracked.refresh();
    },
  });
  const cancelRide = (then?: () => void) => {
    if (ride) cancel.mutate({ rideId: ride.id, reason: customerCancelReason(ride.status) }, { onSuccess: then });
  };

  /** Only for a ride that has ended or waits for later (it stays in the upcoming list): one under way is cancelled first. */
  const newRide = () => {
    tracked.clear();
    form.reset();
  };
  const onCancelUnderWay = (intent: CancelIntent) => cancelRide(intent === 'new-ride' ? form.reset : undefined);

  const showing = ride ? customerCard(ride) : 'form';
  const submitting = create.isPending;
  const screen = useRef<HTMLDivElement>(null);
  // The booking form has no heading of its own: the page's title stands for it.
  const focusScreen = useFocusOnScreenChange(showing, screen, () =>
    showing === 'form' ? document.querySelector<HTMLElement>('h1') : screen.current?.querySelector<HTMLElement>('h2'),
  );

  return (
    <CustomerPageFrame>
      <div ref={screen} className="contents">
        {showing === 'searching' && ride && (
          <SearchingCard
            ride={ride}
            matchingTaxisOnline={matching?.rideId === ride.id ? matching.count : null}
            onCancel={() => cancelRide()}
            cancelling={cancel.isPending}
          />
        )}
        <Suspense fallback={showing === 'form' || showing === 'searching' ? null : <div className="h-[420px] animate-pulse rounded-xl bg-muted" />}>
          {showing === 'arriving' && view && <DriverArrivingCard view={view} onCancel={onCancelUnderWay} cancelling={cancel.isPending} />}
          {showing === 'no_show' && view && <NoShowCard ride={view.ride} driverName={view.driver?.name ?? null} onNewRide={newRide} />}
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
            banner={
              customer && (
                <div className="flex flex-col gap-1">
                  <Suspense fallback={<div className="h-10" />}>
                    <PhoneBanner phoneNumber={customer.phoneNumber} onChange={session.change} />
                  </Suspense>
                  <DeleteMyData onDeleted={session.deleted} />
                </div>
              )
            }
          />
        )}
      </div>
      {booked && customer && (
        <Suspense fallback={null}>
          <NotifyOffer />
        </Suspense>
      )}

      {customer && (
        <Suspense fallback={null}>
          <UpcomingBookings />
          <ExcludedDrivers />
        </Suspense>
      )}
      <InfoCards />

      {verifying && (
        <Suspense fallback={null}>
          <VerificationDialog open={verifying} onOpenChange={setVerifying} onVerified={onVerified} />
        </Suspense>
      )}
      {view?.driver && (awaitsRating(view) || tracked.completionUnconfirmed) && (
        <RatingDialog
          open
          onOpenChange={(open) => {
            if (!open) newRide();
          }}
          ensureCompleted={tracked.confirmCompletion}
          leaveOut={{
            label: RIGHT_TAXI_TEXT.leaveOut,
            description: RIGHT_TAXI_TEXT.leaveOutHint(view.driver.name),
            onRated: () => excludeDriver.mutate(view.driver!.id),
          }}
          onCloseFocus={focusScreen}
          ride={{
            rideRequestId: view.ride.id,
            customerId: view.ride.customerId,
            driverId: view.driver.id,
            driverName: view.driver.name,
            pickupAddress: view.ride.pickupAddress,
            dropoffAddress: view.ride.dropoffAddress,
          }}
        >
          <PaidFare ride={view.ride} />
        </RatingDialog>
      )}
    </CustomerPageFrame>
  );
}
