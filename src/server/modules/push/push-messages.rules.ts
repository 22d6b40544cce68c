import type { ServerMessages, ServerMessageType } from '../../../shared/live';
import type { PushKind, PushNotificationPayload } from '../../../shared/push.schemas';
import type { AcceptedDriver, Ride } from '../../../shared/rides.schemas';
import { romeSlot } from '../../../shared/schedule';
import type { PushMessage } from '../../integrations/push';
import type { RoomOwner } from '../../live/rooms';

/**
 * design §12: which published live frames also reach a closed page as a push, to whom, and with what text. Pure:
 * the service looks the subscriptions up and sends. A frame not listed here is live-only.
 */

/**
 * Who a push goes to: one person, or every driver online (the room `new_ride_request` goes to) but those who gave
 * that ride up — refused its offer or dropped it (design §4): their live card is taken off, their phone is not rung —
 * and those who cannot serve it (design §14).
 */
export type PushAudience =
  | { kind: 'customer'; id: string }
  | { kind: 'driver'; id: string }
  | { kind: 'online-drivers'; exceptWhoGaveUp: string };

export interface PlannedPush {
  to: PushAudience;
  message: PushMessage & { payload: PushNotificationPayload };
}

/** An address is at most a line on a lock screen; the payload must also stay within one aes128gcm record. */
const ADDRESS_CHARS = 80;
const MINUTE_S = 60;
/** Ride news stays worth delivering to a phone that was off for this long; after it the page tells the story. */
const NEWS_TTL_S = 15 * MINUTE_S;
const ENDED_TTL_S = 60 * MINUTE_S;

const DRIVER_URL = (rideId: string) => `/driver?ride=${encodeURIComponent(rideId)}`;
const CUSTOMER_URL = '/';

/** RFC 8030 topic (≤ 32 base64url characters): a uuid without its dashes. A newer push for the ride replaces one waiting. */
const topicOf = (rideId: string) => rideId.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32);

const short = (text: string | null) => {
  const value = text ?? 'Indirizzo non disponibile';
  return value.length > ADDRESS_CHARS ? `${value.slice(0, ADDRESS_CHARS - 1)}…` : value;
};

const trip = (ride: Ride) => `${short(ride.pickupAddress)} → ${ride.dropoffAddress ? short(ride.dropoffAddress) : 'destinazione non indicata'}`;

/** Seconds left until `until` (at least 1: a push service refuses a TTL it cannot honour only when negative). */
const secondsUntil = (until: string, now: Date) => Math.max(1, Math.floor((Date.parse(until) - now.getTime()) / 1000));

function message(
  kind: PushKind,
  ride: Ride,
  text: { title: string; body: string },
  delivery: { url: string; ttlSeconds: number; urgency: PushMessage['urgency'] },
): PushMessage & { payload: PushNotificationPayload } {
  return {
    payload: { kind, title: text.title, body: text.body, url: delivery.url, tag: `ride-${ride.id}`, rideId: ride.id },
    ttlSeconds: delivery.ttlSeconds,
    urgency: delivery.urgency,
    topic: topicOf(ride.id),
  };
}

function newRequest(ride: Ride, now: Date): PushMessage & { payload: PushNotificationPayload } {
  const when = ride.requestType === 'scheduled' && ride.scheduledTime ? ` · alle ${romeSlot(new Date(ride.scheduledTime))}` : '';
  return message(
    'new_ride_request',
    ride,
    { title: 'Nuova richiesta di corsa', body: `${trip(ride)}${when}` },
    { url: DRIVER_URL(ride.id), ttlSeconds: secondsUntil(ride.expiresAt, now), urgency: 'high' },
  );
}

function accepted(ride: Ride, driver: AcceptedDriver, minutes: number) {
  return message(
    'ride_accepted',
    ride,
    {
      title: 'Il tuo taxista sta arrivando',
      body: `${driver.name} · ${driver.carModel} ${driver.licensePlate} · arriva tra ${minutes} min`,
    },
    { url: CUSTOMER_URL, ttlSeconds: NEWS_TTL_S, urgency: 'high' },
  );
}

const CANCELLED_BY = { customer: 'dal cliente', driver: 'dal taxista', admin: 'dalla centrale' } as const;

/** What a frame published to `room` means for a closed page; empty when it is live-only. */
export function pushesFor<K extends ServerMessageType>(
  room: RoomOwner,
  type: K,
  data: ServerMessages[K],
  now: Date,
): PlannedPush[] {
  const frame = { type, data } as { [T in ServerMessageType]: { type: T; data: ServerMessages[T] } }[ServerMessageType];
  if (room.kind === 'admins') return [];

  if (room.kind === 'online-drivers') {
    return frame.type === 'new_ride_request'
      ? [{ to: { kind: 'online-drivers', exceptWhoGaveUp: frame.data.id }, message: newRequest(frame.data, now) }]
      : [];
  }

  if (room.kind === 'driver') {
    switch (frame.type) {
      // design §14: a request not every taxi can serve is sent to each driver who can, in his own room.
      case 'new_ride_request':
        return [{ to: room, message: newRequest(frame.data, now) }];
      case 'ride_offer':
        return [
          {
            to: room,
            message: message(
              'ride_offer',
              frame.data.ride,
              { title: 'Corsa offerta a te', body: `${trip(frame.data.ride)} · rispondi subito` },
              { url: DRIVER_URL(frame.data.ride.id), ttlSeconds: secondsUntil(frame.data.offerExpiresAt, now), urgency: 'high' },
            ),
          },
        ];
      case 'ride_assigned':
        return [
          {
            to: room,
            message: message(
              'ride_assigned',
              frame.data.ride,
              { title: 'La centrale ti ha assegnato una corsa', body: trip(frame.data.ride) },
              { url: DRIVER_URL(frame.data.ride.id), ttlSeconds: NEWS_TTL_S, urgency: 'high' },
            ),
          },
        ];
      case 'ride_cancelled':
        // The driver heading to the pickup with the phone locked must not drive there for nothing.
        if (frame.data.cancelledBy === 'driver') return [];
        return [
          {
            to: room,
            message: message(
              'ride_cancelled',
              frame.data.ride,
              { title: `Corsa annullata ${CANCELLED_BY[frame.data.cancelledBy]}`, body: trip(frame.data.ride) },
              { url: DRIVER_URL(frame.data.ride.id), ttlSeconds: NEWS_TTL_S, urgency: 'high' },
            ),
          },
        ];
      default:
        return [];
    }
  }

  switch (frame.type) {
    case 'ride_accepted':
      return [{ to: room, message: accepted(frame.data.ride, frame.data.driver, frame.data.estimatedArrival) }];
    case 'ride_arrived': {
      const { ride, driver } = frame.data;
      return [
        {
          to: room,
          message: message(
            'ride_arrived',
            ride,
            { title: 'Il taxi è arrivato', body: `${driver.carModel} ${driver.licensePlate} ti aspetta in ${short(ride.pickupAddress)}` },
            { url: CUSTOMER_URL, ttlSeconds: NEWS_TTL_S, urgency: 'high' },
          ),
        },
      ];
    }
    case 'ride_cancelled': {
      // The customer's own cancellation needs no notification: they are the one who did it.
      if (frame.data.cancelledBy === 'customer') return [];
      const reason = frame.data.reason ? `: ${frame.data.reason}` : '';
      return [
        {
          to: room,
          message: message(
            'ride_cancelled',
            frame.data.ride,
            { title: `Corsa annullata ${CANCELLED_BY[frame.data.cancelledBy]}`, body: `${trip(frame.data.ride)}${reason}` },
            { url: CUSTOMER_URL, ttlSeconds: ENDED_TTL_S, urgency: 'normal' },
          ),
        },
      ];
    }
    case 'ride_dropped': {
      const reason = frame.data.reason ? ` (${frame.data.reason})` : '';
      return [
        {
          to: room,
          message: message(
            'ride_dropped',
            frame.data.ride,
            { title: 'Il taxista ha dovuto annullare', body: `Cerchiamo un altro taxi${reason}: ${trip(frame.data.ride)}` },
            { url: CUSTOMER_URL, ttlSeconds: secondsUntil(frame.data.ride.expiresAt, now), urgency: 'high' },
          ),
        },
      ];
    }
    case 'ride_expired':
      return [
        {
          to: room,
          message: message(
            'ride_expired',
            frame.data.ride,
            { title: 'Nessun taxi disponibile', body: `La richiesta è scaduta: ${trip(frame.data.ride)}. Puoi prenotare di nuovo.` },
            { url: CUSTOMER_URL, ttlSeconds: ENDED_TTL_S, urgency: 'normal' },
          ),
        },
      ];
    default:
      return [];
  }
}

/** design §12: 30 minutes before a booked ride, when the drivers start to see it, its customer is reminded. */
export function reminderFor(ride: Ride, now: Date): PlannedPush {
  const when = ride.scheduledTime ? romeSlot(new Date(ride.scheduledTime)) : '';
  return {
    to: { kind: 'customer', id: ride.customerId },
    message: message(
      'ride_reminder',
      ride,
      { title: `Promemoria: taxi prenotato per le ${when}`, body: `${trip(ride)}. Ti avvisiamo appena un taxista accetta.` },
      {
        url: CUSTOMER_URL,
        ttlSeconds: ride.scheduledTime ? secondsUntil(ride.scheduledTime, now) : NEWS_TTL_S,
        urgency: 'normal',
      },
    ),
  };
}
