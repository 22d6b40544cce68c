import { useRef, useState } from 'react';
import { BOOKING_MESSAGES } from '@shared/booking';
import { bookingIssues } from '@shared/booking-rules';
import { type OfficeRideRequest } from '@shared/console.schemas';
import { PASSENGERS, passengersSchema, type VehicleFeature } from '@shared/vehicle';
import type { LatLon } from '@shared/common.schemas';
import type { RequestType } from '@shared/domain';
import { normalizePhoneNumber } from '@shared/phone';
import { EMPTY_ADDRESS, type AddressValue } from '@/components/address-input';
import { t } from '@/i18n/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { CONSOLE_TEXT } from './console-strings';

/** The pickup may also be a point the operator clicked on the fleet map (issue 21: the address service may be down). */
export type PickupValue = AddressValue & { fromMap?: boolean };

type BookingMessage = keyof typeof BOOKING_MESSAGES;
/** A schedule rule's issue (worded in Italian by the shared rules, for the server too) in the active language. */
const scheduleIssueText = (message: string): string => {
  const key = (Object.keys(BOOKING_MESSAGES) as BookingMessage[]).find((k) => BOOKING_MESSAGES[k] === message);
  return key ? t(`booking.${key}`) : message;
};

type Field = 'customerPhone' | 'pickupAddress' | 'scheduledTime' | 'passengers';
/** Each problem said when shown, so an error on screen follows the language the office switches to. */
export type BookingErrors = Partial<Record<Field, () => string>>;

/** The phone booking's values and checks: the customer page's schedule rules, the dropoff optional. */
export function usePhoneBooking() {
  const [phone, setPhone] = useState('');
  const [pickup, setPickup] = useState<PickupValue>(EMPTY_ADDRESS);
  const [dropoff, setDropoff] = useState<AddressValue>(EMPTY_ADDRESS);
  const [requestType, setRequestTypeState] = useState<RequestType>('immediate');
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [scheduledTime, setScheduledTime] = useState<string | null>(null);
  // As typed: the operator may clear the box to type another number; it is checked on submit.
  const [passengers, setPassengers] = useState('1');
  const [notes, setNotes] = useState('');
  // design §14: what the caller's taxi must have.
  const [requirements, setRequirements] = useState<VehicleFeature[]>([]);
  const [errors, setErrors] = useState<BookingErrors>({});
  // One key per attempt: a second click (or a retry after a lost answer) sends the same one.
  const key = useRef<string | null>(null);

  const changed = <T,>(set: (value: T) => void, field?: Field) => (value: T) => {
    set(value);
    key.current = null;
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): OfficeRideRequest | null => {
    const next: BookingErrors = {};
    const customerPhone = normalizePhoneNumber(phone);
    if (!customerPhone) next.customerPhone = () => CONSOLE_TEXT.booking.callerInvalid;
    if (!pickup.text.trim()) next.pickupAddress = () => CONSOLE_TEXT.booking.pickupMissing;
    // The same schedule rules as the customer's page; only the drop-off is the office's to leave out.
    const scheduleIssue = bookingIssues(
      { pickupAddress: pickup.text || '-', dropoffAddress: '-', requestType, scheduledTime },
      new Date(),
    ).find((issue) => issue.path === 'scheduledTime');
    if (scheduleIssue) next.scheduledTime = () => scheduleIssueText(scheduleIssue.message);
    const passengerCount = Number(passengers);
    // An emptied box reads as 0: refused with the same message as any count out of range.
    if (!passengersSchema.safeParse(passengerCount).success) {
      next.passengers = () => t('vehicle.passengersRange', { min: PASSENGERS.min, max: PASSENGERS.max });
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !customerPhone) return null;
    return {
      customerPhone,
      pickupAddress: pickup.text.trim(),
      ...(pickup.point ? { pickup: pickup.point } : {}),
      ...(dropoff.text.trim() ? { dropoffAddress: dropoff.text.trim() } : {}),
      ...(dropoff.text.trim() && dropoff.point ? { dropoff: dropoff.point } : {}),
      requestType,
      ...(requestType === 'scheduled' && scheduledTime ? { scheduledTime } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      passengers: passengerCount,
      ...(requirements.length > 0 ? { requirements } : {}),
    };
  };

  return {
    phone,
    /** The caller's number in E.164 once it is a valid number: what the recall reads. */
    callerPhone: normalizePhoneNumber(phone),
    pickup,
    dropoff,
    requestType,
    day,
    slot,
    passengers,
    notes,
    requirements,
    errors,
    setPhone: changed(setPhone, 'customerPhone'),
    setPickup: changed(setPickup, 'pickupAddress'),
    /** The operator clicked the fleet map: the pickup point is there, the typed text (if any) stays. */
    setPickupPoint: (point: LatLon) =>
      changed(setPickup, 'pickupAddress')({
        text: pickup.text.trim() || CONSOLE_TEXT.booking.mapPointText(point.lat, point.lon),
        point,
        fromMap: true,
      }),
    setDropoff: changed(setDropoff),
    setPassengers: changed(setPassengers, 'passengers'),
    setNotes: changed(setNotes),
    setRequirements: changed(setRequirements),
    /** spec §4: switching to immediate clears the date and time. */
    setRequestType: changed((type: RequestType) => {
      setRequestTypeState(type);
      if (type === 'immediate') {
        setDay(null);
        setSlot(null);
        setScheduledTime(null);
      }
    }, 'scheduledTime'),
    setSchedule: (nextDay: string | null, nextSlot: string | null, instant: string | null) => {
      setDay(nextDay);
      setSlot(nextSlot);
      setScheduledTime(instant);
      key.current = null;
      setErrors((e) => ({ ...e, scheduledTime: undefined }));
    },
    validate,
    attemptKey: () => (key.current ??= newIdempotencyKey()),
    /** The server answered: the next submit is a new booking. */
    endAttempt: () => {
      key.current = null;
    },
    reset: () => {
      setPhone('');
      setPickup(EMPTY_ADDRESS);
      setDropoff(EMPTY_ADDRESS);
      setRequestTypeState('immediate');
      setDay(null);
      setSlot(null);
      setScheduledTime(null);
      setPassengers('1');
      setNotes('');
      setRequirements([]);
      setErrors({});
      key.current = null;
    },
  };
}

export type PhoneBookingState = ReturnType<typeof usePhoneBooking>;
