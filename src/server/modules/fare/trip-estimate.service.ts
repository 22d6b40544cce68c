import type { FastifyInstance } from 'fastify';
import type { LatLon } from '../../../shared/common.schemas';
import { calculateFare, type FareBreakdownCents, maxFareCents, tariffInForce } from '../../../shared/fare';
import { HttpError } from '../../http/errors';
import { type ServerText, serverText } from '../../i18n/server-text';
import { GeocoderBusyError, GeocoderUnavailableError } from '../../integrations/geocoder';
import { RouterUnavailableError } from '../../integrations/router';
import { listFixedRoutes } from './fixed-routes.queries';
import { matchFixedRoute } from './fixed-routes.rules';
import { listTariffVersions } from './tariffs.queries';

export interface TripInput {
  pickupAddress: string;
  dropoffAddress: string;
  pickup?: LatLon | undefined;
  dropoff?: LatLon | undefined;
}

export interface TripEstimate {
  pickup: LatLon;
  dropoff: LatLon;
  distanceMeters: number;
  /** The meter's breakdown with the tariff in force at departure (shown even on a fixed-fare trip). */
  fare: FareBreakdownCents;
  /** design §15: what the ride keeps of its quote. */
  quote: Quote;
}

export interface Quote {
  tariffVersionId: string;
  /** The supplements of that version, for the fare card's labels (spec §2.1 shows 20 % and 15 %: the defaults). */
  supplementPercents: { night: number; weekend: number };
  fixedRoute: { id: string; name: string } | null;
  /** The fixed fare when a route matched, else the meter's estimate. */
  estimatedFareCents: number;
  maxFareCents: number;
}

/** What a booked ride stores of its quote (design §15). */
export interface RideFare {
  estimatedFareCents: number;
  maxFareCents: number;
  tariffVersionId: string;
  fixedRouteId: string | null;
}

const NO_TARIFF = serverText('fare.noTariff');

export const GEOCODER_DOWN = serverText('fare.geocoderDown');
export const ROUTER_DOWN = serverText('fare.routerDown');
const GEOCODE_QUERY_MAX = 200;

/**
 * Where a trip starts and ends and what it costs (design §1). A picked suggestion brings its
 * coordinates; free text is geocoded here, taking the most important match. The price is always
 * computed here: a client's fare or distance is never trusted.
 */
export async function estimateTrip(app: FastifyInstance, input: TripInput, pickupTime: Date): Promise<TripEstimate> {
  const [pickup, dropoff] = await Promise.all([
    input.pickup ?? locate(app, input.pickupAddress, 'pickupAddress', serverText('fare.pickupNotFound')),
    input.dropoff ?? locate(app, input.dropoffAddress, 'dropoffAddress', serverText('fare.dropoffNotFound')),
  ]);
  let distanceMeters: number;
  try {
    ({ distanceMeters } = await app.router.route(pickup, dropoff));
  } catch (error) {
    if (!(error instanceof RouterUnavailableError)) throw error;
    app.log.warn({ err: error }, 'router unavailable');
    throw new HttpError(503, ROUTER_DOWN, 'router_unavailable');
  }
  return { pickup, dropoff, distanceMeters, ...(await quoteTrip(app, pickup, dropoff, distanceMeters, pickupTime)) };
}

/**
 * design §15: the tariff version in force at departure (Europe/Rome supplements, read in shared/fare.ts), or the
 * fixed fare of a route the trip runs along; the maximum is the estimate plus the margin, a fixed fare's is itself.
 */
async function quoteTrip(app: FastifyInstance, pickup: LatLon, dropoff: LatLon, distanceMeters: number, pickupTime: Date) {
  const [versions, routes] = await Promise.all([listTariffVersions(app.db), listFixedRoutes(app.db)]);
  const tariff = tariffInForce(versions, pickupTime);
  // Only if someone deleted the seeded version by hand in the database: nothing to price with.
  if (!tariff) throw new HttpError(503, NO_TARIFF, 'no_tariff');
  const fare = calculateFare(distanceMeters, pickupTime, tariff);
  const route = matchFixedRoute(pickup, dropoff, routes.map((r) => ({ ...r, a: placeA(r), b: placeB(r) })));
  const version = { tariffVersionId: tariff.id, supplementPercents: { night: tariff.nightPercent, weekend: tariff.weekendPercent } };
  const quote: Quote = route
    ? { ...version, fixedRoute: { id: route.id, name: route.name }, estimatedFareCents: route.amountCents, maxFareCents: route.amountCents }
    : {
        ...version,
        fixedRoute: null,
        estimatedFareCents: fare.totalCents,
        maxFareCents: maxFareCents(fare.totalCents, app.config.maxFareMarginPercent),
      };
  return { fare, quote };
}

const placeA = (r: { aLatitude: number; aLongitude: number; aRadiusMeters: number }) => ({
  lat: r.aLatitude,
  lon: r.aLongitude,
  radiusMeters: r.aRadiusMeters,
});
const placeB = (r: { bLatitude: number; bLongitude: number; bRadiusMeters: number }) => ({
  lat: r.bLatitude,
  lon: r.bLongitude,
  radiusMeters: r.bRadiusMeters,
});

const rideFareOf = ({ quote }: { quote: Quote }): RideFare => ({
  estimatedFareCents: quote.estimatedFareCents,
  maxFareCents: quote.maxFareCents,
  tariffVersionId: quote.tariffVersionId,
  fixedRouteId: quote.fixedRoute?.id ?? null,
});

/** A booked trip as far as it could be placed and priced: null where the address service could not say. */
export interface BookedTrip {
  pickup: LatLon | null;
  dropoff: LatLon | null;
  distanceMeters: number | null;
  /** Null without an estimate: no maximum either, the meter's amount stands (design §15). */
  fare: RideFare | null;
}

/**
 * Where a booked trip starts and ends and what it costs (design §10 "Without the address service"): nobody is
 * stopped because the geocoder is down, slow or does not know the street. A typed address it cannot place is kept
 * as typed with no point (the ride is then broadcast, design §11), and a trip it cannot place or route has no
 * estimate. A picked suggestion, the device's position or the office's map click bring their own point.
 */
export async function tripForBooking(
  app: FastifyInstance,
  input: { pickupAddress: string; dropoffAddress: string | null; pickup?: LatLon | undefined; dropoff?: LatLon | undefined },
  pickupTime: Date,
): Promise<BookedTrip> {
  const [pickup, dropoff] = await Promise.all([
    input.pickup ?? placeIfPossible(app, input.pickupAddress),
    input.dropoffAddress?.trim() ? (input.dropoff ?? placeIfPossible(app, input.dropoffAddress)) : null,
  ]);
  if (!pickup || !dropoff) return { pickup, dropoff, distanceMeters: null, fare: null };
  try {
    const { distanceMeters } = await app.router.route(pickup, dropoff);
    const fare = rideFareOf(await quoteTrip(app, pickup, dropoff, distanceMeters, pickupTime));
    return { pickup, dropoff, distanceMeters: Math.round(distanceMeters), fare };
  } catch (error) {
    if (!(error instanceof RouterUnavailableError)) throw error;
    app.log.warn({ err: error }, 'router unavailable for a booking: booked without an estimate');
    return { pickup, dropoff, distanceMeters: null, fare: null };
  }
}

async function placeIfPossible(app: FastifyInstance, address: string): Promise<LatLon | null> {
  try {
    const [best] = await app.geocoder.search(address.trim().slice(0, GEOCODE_QUERY_MAX));
    return best ? { lat: best.lat, lon: best.lon } : null;
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError) && !(error instanceof GeocoderBusyError)) throw error;
    app.log.warn({ err: error }, 'geocoder unavailable for a booking: kept as typed');
    return null;
  }
}

async function locate(app: FastifyInstance, address: string, path: string, notFoundMessage: ServerText): Promise<LatLon> {
  let best;
  try {
    [best] = await app.geocoder.search(address.trim().slice(0, GEOCODE_QUERY_MAX));
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError) && !(error instanceof GeocoderBusyError)) throw error;
    app.log.warn({ err: error }, 'geocoder unavailable for a trip estimate');
    throw new HttpError(503, GEOCODER_DOWN, 'geocoder_unavailable', undefined, { 'retry-after': '5' });
  }
  if (!best) throw new HttpError(422, notFoundMessage, 'address_not_found', [{ path, message: notFoundMessage }]);
  return { lat: best.lat, lon: best.lon };
}
