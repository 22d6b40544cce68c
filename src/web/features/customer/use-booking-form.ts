import { useCallback, useRef, useState } from 'react';
import type { CreateRideRequest } from '@shared/rides.schemas';
import type { RequestType } from '@shared/domain';
import type { FareEstimate } from '@shared/fare.schemas';
import type { VehicleFeature } from '@shared/vehicle';
import { EMPTY_ADDRESS, type AddressValue } from '@/components/address-input';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** The booking form's values, kept above the screens so a retry after expiry re-sends the same trip. */
export function useBookingForm() {
  const [pickup, setPickupState] = useState<AddressValue>(EMPTY_ADDRESS);
  const [dropoff, setDropoffState] = useState<AddressValue>(EMPTY_ADDRESS);
  const [requestType, setRequestTypeState] = useState<RequestType>('immediate');
  const [day, setDayState] = useState<string | null>(null);
  const [slot, setSlotState] = useState<string | null>(null);
  // Computed by the (lazy) schedule fields, so the form itself carries no date code.
  const [scheduledTime, setScheduledTime] = useState<string | null>(null);
  const [fare, setFareState] = useState<FareEstimate | null>(null);
  /** Why no estimate could be made (issue 21: the address service down, slow or not knowing a street). */
  const [fareUnavailable, setFareUnavailable] = useState<string | null>(null);
  const setFare = (estimate: FareEstimate | null) => {
    setFareState(estimate);
    setFareUnavailable(null);
  };
  // design §14 'Opzioni': what the taxi must have, and how many travel as typed ('' when not said).
  const [requirements, setRequirementsState] = useState<VehicleFeature[]>([]);
  const [passengers, setPassengersState] = useState('');
  const [passengersError, setPassengersErrorState] = useState<string | null>(null);
  // Folded until asked for: most rides want any taxi, and 'Richiedi Taxi' stays near a phone's first screen.
  const [optionsOpen, setOptionsOpen] = useState(false);
  // One key per booking attempt, reused if the same attempt is sent again after a network failure.
  const idempotencyKey = useRef<string | null>(null);

  const changed = () => {
    setFare(null);
    setFareUnavailable(null);
    idempotencyKey.current = null;
  };

  const request = (): CreateRideRequest => ({
    pickupAddress: pickup.text,
    dropoffAddress: dropoff.text,
    ...(pickup.point ? { pickup: pickup.point } : {}),
    ...(dropoff.point ? { dropoff: dropoff.point } : {}),
    requestType,
    ...(requestType === 'scheduled' && scheduledTime ? { scheduledTime } : {}),
    ...(fare ? { estimatedFare: fare.estimatedFare, estimatedDistance: fare.estimatedDistance } : {}),
    ...(requirements.length > 0 ? { requirements } : {}),
    // Checked before sending (customer-page.tsx), with the shared rule's message.
    ...(passengers.trim() !== '' ? { passengers: Number(passengers) } : {}),
  });

  return {
    pickup,
    dropoff,
    requestType,
    day,
    slot,
    fare,
    fareUnavailable,
    setFareUnavailable,
    scheduledTime,
    /** The key of the current attempt, made on first use. */
    attemptKey: () => (idempotencyKey.current ??= newIdempotencyKey()),
    /** The attempt got an answer: the next submit is a new attempt with a new key. */
    endAttempt: () => {
      idempotencyKey.current = null;
    },
    setFare,
    request,
    requirements,
    passengers,
    /** Why the typed passengers were refused on the last submit; cleared as the customer types. */
    passengersError,
    /** A refused count opens the options, where the box shows why. */
    setPassengersError: (message: string) => {
      setPassengersErrorState(message);
      setOptionsOpen(true);
    },
    optionsOpen,
    setOptionsOpen,
    setRequirements: (next: VehicleFeature[]) => {
      setRequirementsState(next);
      idempotencyKey.current = null;
    },
    setPassengers: (typed: string) => {
      setPassengersState(typed);
      setPassengersErrorState(null);
      idempotencyKey.current = null;
    },
    setPickup: (value: AddressValue) => {
      setPickupState(value);
      changed();
    },
    setDropoff: (value: AddressValue) => {
      setDropoffState(value);
      changed();
    },
    /** spec §4: switching to immediate clears the date and time. */
    setRequestType: (type: RequestType) => {
      setRequestTypeState(type);
      if (type === 'immediate') {
        setDayState(null);
        setSlotState(null);
        setScheduledTime(null);
      }
      changed();
    },
    setSchedule: (nextDay: string | null, nextSlot: string | null, instant: string | null) => {
      setDayState(nextDay);
      setSlotState(nextSlot);
      setScheduledTime(instant);
      changed();
    },
    reset: useCallback(() => {
      setPickupState(EMPTY_ADDRESS);
      setDropoffState(EMPTY_ADDRESS);
      setRequestTypeState('immediate');
      setDayState(null);
      setSlotState(null);
      setScheduledTime(null);
      setFareState(null);
      setFareUnavailable(null);
      setRequirementsState([]);
      setPassengersState('');
      setPassengersErrorState(null);
      setOptionsOpen(false);
      idempotencyKey.current = null;
    }, []),
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
