import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, drivers } from '../db/schema';
import { cookieFor, insertCustomer, insertDriver, nextMobile, signedInDriver, smsOutbox } from '../testing/fixtures';
import { loginAdmin } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const DE = { 'accept-language': 'de-DE' };
const CUSTOMER_TRIP = {
  pickupAddress: 'Via Aldo Moro 10',
  dropoffAddress: 'Stazione',
  pickup: { lat: 41.64, lon: 13.35 },
  dropoff: { lat: 41.63, lon: 13.32 },
  requestType: 'immediate',
};

/** design §16: the drivers' and the office's refusals, the SMS and the stored language follow the request. */
describe('the drivers’ endpoints in the request’s language', () => {
  it('says an unknown number is not a driver in English and German, Italian unchanged', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/drivers/verify-phone', headers, payload: { phoneNumber: nextMobile() } });
    expect((await ask(EN)).json()).toEqual({
      error: 'This number is not registered as a driver. Contact the office to be enabled.',
      code: 'driver_not_registered',
    });
    expect((await ask(DE)).json().error).toBe('Diese Nummer ist nicht als Fahrer registriert. Wende dich an die Zentrale, um freigeschaltet zu werden.');
    expect((await ask({})).json().error).toBe('Questo numero non è registrato come taxista. Contatta la centrale per essere abilitato.');
  });

  it('refuses an offline driver’s bid in the language, and a ride that needs another taxi with its reasons', async () => {
    const { driver, cookie } = await signedInDriver(t.app, false);
    const bid = (headers: Record<string, string>, rideId: string, driverId = driver.id, as = cookie) =>
      t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/bids`, headers: { ...headers, cookie: as }, payload: { driverId, estimatedArrival: 5 } });
    const ride = await bookByOffice({ passengers: 6, requirements: ['wheelchair'] });
    expect((await bid(DE, ride.id)).json()).toMatchObject({ error: 'Du musst verfügbar sein, um eine Fahrt anzunehmen.', code: 'driver_offline' });
    const online = await signedInDriver(t.app);
    expect((await bid(EN, ride.id, online.driver.id, online.cookie)).json()).toMatchObject({
      error: 'Not suitable: 4 seats for 6 passengers, no Wheelchair accessible',
      code: 'vehicle_does_not_fit',
    });
    expect((await bid({}, ride.id, online.driver.id, online.cookie)).json().error).toBe(
      'Non adatto: 4 posti per 6 passeggeri, manca Accessibile in carrozzina',
    );
  });

  it('tells a customer in English and German that only the driver may mark the arrival (the roles named in the language)', async () => {
    const customer = await insertCustomer(t.app);
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    const booked = await t.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: CUSTOMER_TRIP });
    expect(booked.statusCode, booked.body).toBe(201);
    const rideId = booked.json().rideRequest.id as string;
    const arrive = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/rides/${rideId}`, headers: { ...headers, cookie }, payload: { status: 'arrived' } });
    expect((await arrive({})).json()).toMatchObject({ error: 'Solo il taxista può segnalare l’arrivo al punto di partenza', code: 'not_allowed_for_role' });
    expect((await arrive(EN)).json().error).toBe('Only the driver can report arriving at the pickup point');
    expect((await arrive(DE)).json().error).toBe('Nur der Fahrer kann die Ankunft am Abholort melden');
  });
});

describe('the office’s endpoints in the request’s language', () => {
  it('answers a driver not found in English and German, Italian unchanged', async () => {
    const remove = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/drivers/${randomUUID()}`, headers: { ...headers, cookie: admin } });
    expect((await remove(EN)).json()).toEqual({ error: 'Driver not found', code: 'not_found' });
    expect((await remove(DE)).json()).toEqual({ error: 'Fahrer nicht gefunden', code: 'not_found' });
    expect((await remove({})).json()).toEqual({ error: 'Taxista non trovato', code: 'not_found' });
  });

  it('refuses a driver’s phone taken by another in German', async () => {
    const other = await insertDriver(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/drivers',
      headers: { ...DE, cookie: admin },
      payload: { name: 'Mario Rossi', phoneNumber: other.phoneNumber, licensePlate: 'ZZ999ZZ', carModel: 'Fiat Tipo', rating: '5.0' },
    });
    expect(res.json()).toMatchObject({ error: 'Diese Telefonnummer ist bereits für einen anderen Fahrer registriert', code: 'phone_taken' });
  });

  it('words our schemas’ own messages in the language (zod’s own come from its locale)', async () => {
    const register = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/drivers',
        headers: { ...headers, cookie: admin },
        payload: { name: 'Mario Rossi', phoneNumber: nextMobile(), licensePlate: '!', carModel: 'Fiat Tipo', rating: '5.0' },
      });
    expect((await register(EN)).json()).toMatchObject({ error: 'Invalid number plate', code: 'validation' });
    expect((await register(DE)).json().error).toBe('Ungültiges Kennzeichen');
    expect((await register({})).json().error).toBe('Targa non valida');
  });

  it('words the booking rules’ issues in the language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rides',
      headers: { ...EN, cookie: admin },
      payload: { customerPhone: nextMobile(), pickupAddress: 'Via Aldo Moro 10', pickup: { lat: 41.64, lon: 13.35 }, requestType: 'scheduled' },
    });
    expect(res.json()).toMatchObject({
      error: 'Select a date and time for the booking',
      code: 'validation',
      issues: [{ path: 'scheduledTime', message: 'Select a date and time for the booking' }],
    });
  });
});

async function bookByOffice(extra: Record<string, unknown> = {}, customerPhone = nextMobile()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/rides',
    headers: { cookie: admin },
    payload: { customerPhone, pickupAddress: 'Via Aldo Moro 10', pickup: { lat: 41.64, lon: 13.35 }, requestType: 'immediate', ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ride as { id: string };
}

/** A customer signing in from a phone in `headers`' language, as the page does. */
async function signIn(phoneNumber: string, headers: Record<string, string>) {
  const sent = await t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', headers, payload: { phoneNumber } });
  expect(sent.statusCode, sent.body).toBe(200);
  const [sms] = await smsOutbox(t.app, phoneNumber);
  const verified = await t.app.inject({ method: 'POST', url: '/api/customers/verify-code', headers, payload: { phoneNumber, code: sms!.code } });
  expect(verified.statusCode, verified.body).toBe(200);
  return sms!;
}

const languageOf = async (phoneNumber: string) =>
  (await t.app.db.select({ language: customers.language }).from(customers).where(eq(customers.phoneNumber, phoneNumber)))[0]?.language;

describe('the framework’s own refusals', () => {
  it('answers a malformed URL in German when the browser asks for it', async () => {
    const res = await t.app.inject({ url: '/api/rides/%ZZ', headers: DE });
    expect(res.json()).toEqual({ error: 'Ungültige Anfrageadresse', code: 'bad_url' });
  });
});

describe('SMS in the customer’s language', () => {
  it('sends the code in the language of the request that asked for it, and remembers it at sign-in', async () => {
    const phone = nextMobile();
    const sms = await signIn(phone, EN);
    expect(sms.text).toBe(`Radio Taxi: your verification code is ${sms.code}. Valid for 10 minutes.`);
    expect(await languageOf(phone)).toBe('en');
    const german = nextMobile();
    expect((await signIn(german, DE)).text).toMatch(/^Radio Taxi: dein Code lautet \d{6}\. 10 Minuten gültig\.$/);
    expect(await languageOf(german)).toBe('de');
  });

  it('a booking in another language moves the customer to it', async () => {
    const phone = nextMobile();
    await signIn(phone, {});
    expect(await languageOf(phone)).toBe('it');
    const [row] = await t.app.db.select().from(customers).where(eq(customers.phoneNumber, phone));
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: row!.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rides',
      headers: { ...DE, cookie },
      payload: CUSTOMER_TRIP,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await languageOf(phone)).toBe('de');
  });

  it('texts an office-booked caller in the language they last used in the app (the office’s own is Italian)', async () => {
    const phone = nextMobile();
    await signIn(phone, EN);
    const ride = await bookByOffice({}, phone);
    const { driver, cookie } = await signedInDriver(t.app);
    const bid = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/bids`, headers: { cookie }, payload: { driverId: driver.id, estimatedArrival: 6 } });
    expect(bid.statusCode).toBe(200);
    const arrived = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie }, payload: { status: 'arrived' } });
    expect(arrived.statusCode).toBe(200);
    const texts = async () =>
      (await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, headers: { cookie: admin } })).json() as Array<{ text: string }>;
    await vi.waitFor(async () =>
      expect((await texts()).map((m) => m.text).slice(0, 2).reverse()).toEqual([
        `Radio Taxi: ${driver.name} arrives in about 6 minutes in the taxi Fiat Tipo (${driver.licensePlate}).`,
        `Radio Taxi: the taxi Fiat Tipo (${driver.licensePlate}, ${driver.name}) has arrived at the pickup point.`,
      ]),
    );
  });

  it('remembers a driver’s language at sign-in', async () => {
    const driver = await insertDriver(t.app);
    const sent = await t.app.inject({ method: 'POST', url: '/api/drivers/verify-phone', headers: DE, payload: { phoneNumber: driver.phoneNumber } });
    expect(sent.statusCode, sent.body).toBe(200);
    const [sms] = await smsOutbox(t.app, driver.phoneNumber);
    expect(sms!.text).toContain('dein Code lautet');
    const verified = await t.app.inject({ method: 'POST', url: '/api/drivers/verify-code', headers: DE, payload: { phoneNumber: driver.phoneNumber, code: sms!.code } });
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await t.app.db.select({ language: drivers.language }).from(drivers).where(eq(drivers.id, driver.id));
    expect(row!.language).toBe('de');
  });
});
