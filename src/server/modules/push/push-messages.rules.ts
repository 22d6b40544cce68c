import type { ServerMessages, ServerMessageType } from '../../../shared/live';
import type { PushKind, PushNotificationPayload } from '../../../shared/push.schemas';
import type { AcceptedDriver, Ride } from '../../../shared/rides.schemas';
import { romeSlot } from '../../../shared/schedule';
import type { PushMessage } from '../../integrations/push';
import type { RoomOwner } from '../../live/rooms';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { render, type ServerMessageId, serverText, type ServerText } from '../../i18n/server-text';

/**
 * design §12: which published live frames also reach a closed page as a push, to whom, and with what text. Pure:
 * the service looks the subscriptions up and sends. A frame not listed here is live-only. The texts are in the
 * recipient's language (design §16), Italian unless told.
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

/** One language's words for the pushes being planned. */
interface Words {
  say: (id: ServerMessageId, values?: ServerText['values']) => string;
  short: (address: string | null) => string;
  trip: (ride: Ride) => string;
}

function wordsIn(language: Language): Words {
  const say: Words['say'] = (id, values) => render(serverText(id, values), language);
  const short = (text: string | null) => {
    const value = text ?? say('push.noAddress');
    return value.length > ADDRESS_CHARS ? `${value.slice(0, ADDRESS_CHARS - 1)}…` : value;
  };
  const trip = (ride: Ride) => `${short(ride.pickupAddress)} → ${ride.dropoffAddress ? short(ride.dropoffAddress) : say('push.noDestination')}`;
  return { say, short, trip };
}

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

function newRequest({ say, trip }: Words, ride: Ride, now: Date): PushMessage & { payload: PushNotificationPayload } {
  const body =
    ride.requestType === 'scheduled' && ride.scheduledTime
      ? say('push.newRequest.bodyAt', { trip: trip(ride), time: romeSlot(new Date(ride.scheduledTime)) })
      : trip(ride);
  return message(
    'new_ride_request',
    ride,
    { title: say('push.newRequest.title'), body },
    { url: DRIVER_URL(ride.id), ttlSeconds: secondsUntil(ride.expiresAt, now), urgency: 'high' },
  );
}

function accepted({ say }: Words, ride: Ride, driver: AcceptedDriver, minutes: number) {
  return message(
    'ride_accepted',
    ride,
    {
      title: say('push.accepted.title'),
      body: say('push.accepted.body', { name: driver.name, car: driver.carModel, plate: driver.licensePlate, minutes: String(minutes) }),
    },
    { url: CUSTOMER_URL, ttlSeconds: NEWS_TTL_S, urgency: 'high' },
  );
}

/** What a frame published to `room` means for a closed page, in `language`; empty when it is live-only. */
export function pushesFor<K extends ServerMessageType>(
  room: RoomOwner,
  type: K,
  data: ServerMessages[K],
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): PlannedPush[] {
  const words = wordsIn(language);
  const { say, short, trip } = words;
  const cancelledBy = (by: 'customer' | 'driver' | 'admin') => say(`push.cancelled.${by}`);
  const frame = { type, data } as { [T in ServerMessageType]: { type: T; data: ServerMessages[T] } }[ServerMessageType];
  if (room.kind === 'admins') return [];

  if (room.kind === 'online-drivers') {
    return frame.type === 'new_ride_request'
      ? [{ to: { kind: 'online-drivers', exceptWhoGaveUp: frame.data.id }, message: newRequest(words, frame.data, now) }]
      : [];
  }

  if (room.kind === 'driver') {
    switch (frame.type) {
      // design §14: a request not every taxi can serve is sent to each driver who can, in his own room.
      case 'new_ride_request':
        return [{ to: room, message: newRequest(words, frame.data, now) }];
      case 'ride_offer':
        return [
          {
            to: room,
            message: message(
              'ride_offer',
              frame.data.ride,
              { title: say('push.offer.title'), body: say('push.offer.body', { trip: trip(frame.data.ride) }) },
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
              { title: say('push.assigned.title'), body: trip(frame.data.ride) },
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
              { title: cancelledBy(frame.data.cancelledBy), body: trip(frame.data.ride) },
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
      return [{ to: room, message: accepted(words, frame.data.ride, frame.data.driver, frame.data.estimatedArrival) }];
    case 'ride_arrived': {
      const { ride, driver } = frame.data;
      return [
        {
          to: room,
          message: message(
            'ride_arrived',
            ride,
            {
              title: say('push.arrived.title'),
              body: say('push.arrived.body', { car: driver.carModel, plate: driver.licensePlate, pickup: short(ride.pickupAddress) }),
            },
            { url: CUSTOMER_URL, ttlSeconds: NEWS_TTL_S, urgency: 'high' },
          ),
        },
      ];
    }
    case 'ride_cancelled': {
      // The customer's own cancellation needs no notification: they are the one who did it.
      if (frame.data.cancelledBy === 'customer') return [];
      const { reason } = frame.data;
      return [
        {
          to: room,
          message: message(
            'ride_cancelled',
            frame.data.ride,
            {
              title: cancelledBy(frame.data.cancelledBy),
              body: reason ? say('push.cancelled.bodyReason', { trip: trip(frame.data.ride), reason }) : trip(frame.data.ride),
            },
            { url: CUSTOMER_URL, ttlSeconds: ENDED_TTL_S, urgency: 'normal' },
          ),
        },
      ];
    }
    case 'ride_dropped': {
      const { reason } = frame.data;
      const body = reason
        ? say('push.dropped.bodyReason', { reason, trip: trip(frame.data.ride) })
        : say('push.dropped.body', { trip: trip(frame.data.ride) });
      return [
        {
          to: room,
          message: message(
            'ride_dropped',
            frame.data.ride,
            { title: say('push.dropped.title'), body },
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
            { title: say('push.expired.title'), body: say('push.expired.body', { trip: trip(frame.data.ride) }) },
            { url: CUSTOMER_URL, ttlSeconds: ENDED_TTL_S, urgency: 'normal' },
          ),
        },
      ];
    default:
      return [];
  }
}

/** design §12: 30 minutes before a booked ride, when the drivers start to see it, its customer is reminded. */
export function reminderFor(ride: Ride, now: Date, language: Language = DEFAULT_LANGUAGE): PlannedPush {
  const { say, trip } = wordsIn(language);
  const when = ride.scheduledTime ? romeSlot(new Date(ride.scheduledTime)) : '';
  return {
    to: { kind: 'customer', id: ride.customerId },
    message: message(
      'ride_reminder',
      ride,
      { title: say('push.reminder.title', { time: when }), body: say('push.reminder.body', { trip: trip(ride) }) },
      {
        url: CUSTOMER_URL,
        ttlSeconds: ride.scheduledTime ? secondsUntil(ride.scheduledTime, now) : NEWS_TTL_S,
        urgency: 'normal',
      },
    ),
  };
}
