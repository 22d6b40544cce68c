import { getDocumentProxy, extractText } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { rides } from '../../db/schema';
import { drivers } from '../../db/schema';
import type { OutboxMessage } from '../../../shared/dev.schemas';
import { cookieFor, insertCustomer, insertDriver, insertRide } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';

// design §15: the PDF receipt, who may read it, and the link texted to a caller booked by the office.
const t = useTestApp({ env: { COOP_NAME: 'Cooperativa Radio Taxi Frosinone', COOP_VAT_NUMBER: 'IT01234567890', PUBLIC_URL: 'https://taxi.example.it/' } });
const NOW = new Date('2026-06-10T10:00:00Z');
beforeEach(() => t.clock.set(NOW));

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function completedRide(extra: Partial<typeof rides.$inferInsert> = {}) {
  const customer = await insertCustomer(t.app);
  const driver = await insertDriver(t.app, { name: 'Giulia Neri', licensePlate: 'FR123AB', licenseNumber: '0427' });
  const ride = await insertRide(t.app, {
    customerId: customer.id,
    status: 'completed',
    acceptedDriverId: driver.id,
    acceptedAt: NOW,
    completedAt: NOW,
    pickupAddress: 'Piazza della Libertà 1, Frosinone',
    dropoffAddress: 'Stazione di Frosinone',
    estimatedFareCents: 1250,
    maxFareCents: 1450,
    finalFareCents: 1450,
    fareSource: 'capped',
    paymentMethod: 'card',
    ...extra,
  });
  return {
    ride,
    customer: await cookieFor(t.app, { role: 'customer', customerId: customer.id }),
    driver: await cookieFor(t.app, { role: 'driver', driverId: driver.id }),
  };
}

const receipt = (rideId: string, cookie?: string, query = '') =>
  t.app.inject({ url: `/api/rides/${rideId}/receipt${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/rides/{id}/receipt', () => {
  it('gives the ride’s customer a PDF with the co-operative, the driver, the licence, the plate, the amount and the payment', async () => {
    const { ride, customer } = await completedRide();
    const res = await receipt(ride.id, customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Cooperativa Radio Taxi Frosinone',
      'P. IVA IT01234567890',
      'Giulia Neri',
      'FR123AB',
      'Licenza n.',
      '0427',
      '10/06/2026 12:00',
      'Piazza della Libertà 1, Frosinone',
      'Stazione di Frosinone',
      '14,50 €',
      'Prezzo massimo garantito',
      'Carta',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('is given to the ride’s driver and to the office, never to another customer or driver, nor without a session', async () => {
    const { ride, driver } = await completedRide();
    expect((await receipt(ride.id, driver)).statusCode).toBe(200);
    expect((await receipt(ride.id, await cookieFor(t.app, { role: 'admin' }))).statusCode).toBe(200);
    const stranger = await insertCustomer(t.app);
    expect((await receipt(ride.id, await cookieFor(t.app, { role: 'customer', customerId: stranger.id }))).statusCode).toBe(404);
    const otherDriver = await insertDriver(t.app);
    expect((await receipt(ride.id, await cookieFor(t.app, { role: 'driver', driverId: otherDriver.id }))).statusCode).toBe(404);
    expect((await receipt(ride.id)).statusCode).toBe(401);
    expect((await receipt(ride.id, undefined, '?token=indovinato')).statusCode).toBe(404);
  });

  it('answers 409 before the ride is completed and 410 once retention anonymised it, in Italian', async () => {
    const { ride, customer } = await completedRide({ status: 'on_board', completedAt: null, finalFareCents: null });
    const early = await receipt(ride.id, customer);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'La ricevuta è disponibile a corsa completata', code: 'receipt_not_available' });
    const old = await completedRide({ anonymisedAt: NOW, pickupAddress: null, dropoffAddress: null, customerPhone: null });
    const gone = await receipt(old.ride.id, old.customer);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'Ricevuta non più disponibile: i dati della corsa sono stati cancellati', code: 'receipt_gone' });
  });

  it('names a driver the office removed since, and says when the licence was never entered', async () => {
    const { ride, customer } = await completedRide();
    await t.app.db.update(drivers).set({ deletedAt: NOW, licenseNumber: null }).where(eq(drivers.id, ride.acceptedDriverId!));
    const text = await pdfText((await receipt(ride.id, customer)).rawPayload);
    expect(text).toContain('Giulia Neri');
    expect(text.replace(/\s+/g, ' ')).toContain('Licenza n. Non indicato');
  });
});

describe('the receipt link texted to a caller booked by the office', () => {
  const caller = '+393471112233';
  /** The texts the console adapter "sent" to the caller, newest first (these carry no code). */
  const textsTo = async (phone: string) => {
    const res = await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, headers: { cookie: await cookieFor(t.app, { role: 'admin' }) } });
    return (res.json() as OutboxMessage[]).map((m) => m.text);
  };

  it('reaches the caller when the driver completes the ride, and opens the receipt without a session', async () => {
    const admin = await cookieFor(t.app, { role: 'admin' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rides',
      headers: { cookie: admin },
      payload: { customerPhone: caller, pickupAddress: 'Via Roma 1', pickup: { lat: 41.64, lon: 13.34 }, dropoffAddress: 'Via Milano 2', dropoff: { lat: 41.65, lon: 13.35 }, requestType: 'immediate' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rideId = booked.json().ride.id;
    const driver = await insertDriver(t.app, { isAvailable: true, licenseNumber: '88' });
    const driverCookie = await cookieFor(t.app, { role: 'driver', driverId: driver.id });
    expect((await t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/bids`, headers: { cookie: driverCookie }, payload: { driverId: driver.id, estimatedArrival: 4 } })).statusCode).toBe(200);
    const done = await t.app.inject({ method: 'PATCH', url: `/api/rides/${rideId}`, headers: { cookie: driverCookie }, payload: { status: 'completed', meterFareCents: 850, paymentMethod: 'cash' } });
    expect(done.statusCode, done.body).toBe(200);

    await expect.poll(async () => (await textsTo(caller))[0]).toMatch(/ricevuta/);
    const [latest] = await textsTo(caller);
    const url = /https:\/\/taxi\.example\.it(\/api\/rides\/[^\s]+)/.exec(latest!);
    expect(latest).toMatch(/^Radio Taxi: grazie per aver viaggiato con noi\. La ricevuta della corsa: https:\/\/taxi\.example\.it\/api\/rides\//);
    const res = await t.app.inject({ url: url![1]! });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(done.json().ride).toMatchObject({ finalFareCents: 850, fareSource: 'meter' });
    expect(text).toContain('8,50 €');
    expect(text).toContain('Contanti');
  });
});
