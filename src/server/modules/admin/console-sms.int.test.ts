import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../../shared/dev.schemas';
import { insertRide, nextMobile, signedInDriver } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

/** What the console SMS adapter "sent" to the number, oldest first (these texts carry no code). */
async function textsTo(phone: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, headers: { cookie: admin } });
  return (res.json() as OutboxMessage[]).map((m) => m.text).reverse();
}

const bookByPhone = async (customerPhone: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/rides',
    headers: { cookie: admin },
    payload: { customerPhone, pickupAddress: 'Via Aldo Moro 10', pickup: { lat: 41.64, lon: 13.35 }, requestType: 'immediate' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().ride as { id: string };
};

describe('SMS to a caller booked by the office (design §10)', () => {
  it('texts the driver’s name, car, plate and minutes when a driver accepts, and again when the taxi has arrived', async () => {
    const phone = nextMobile();
    const ride = await bookByPhone(phone);
    const { driver, cookie } = await signedInDriver(t.app);
    const bid = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/bids`, headers: { cookie }, payload: { driverId: driver.id, estimatedArrival: 6 } });
    expect(bid.statusCode).toBe(200);
    const arrived = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie }, payload: { status: 'arrived' } });
    expect(arrived.statusCode).toBe(200);
    // Sent after the answers, not before them: read once they are out.
    await vi.waitFor(async () =>
      expect(await textsTo(phone)).toEqual([
        `Radio Taxi: ${driver.name} arriva tra circa 6 minuti con il taxi Fiat Tipo targato ${driver.licensePlate}.`,
        `Radio Taxi: il taxi Fiat Tipo targato ${driver.licensePlate} (${driver.name}) è arrivato al punto di partenza.`,
      ]),
    );
  });

  it('texts the minutes the office gave when it assigns the ride', async () => {
    const phone = nextMobile();
    const ride = await bookByPhone(phone);
    const { driver } = await signedInDriver(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rides/${ride.id}/assign`,
      headers: { cookie: admin },
      payload: { driverId: driver.id, estimatedArrival: 1, currentDriverId: null },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect(await textsTo(phone)).toEqual([`Radio Taxi: ${driver.name} arriva tra circa 1 minuto con il taxi Fiat Tipo targato ${driver.licensePlate}.`]),
    );
  });

  it('sends nothing to a customer who booked on the app (their page tells them), nor to an Italian landline', async () => {
    const appPhone = nextMobile();
    const appRide = await insertRide(t.app, { customerPhone: appPhone });
    const landline = '+390775123456';
    const officeRide = await bookByPhone('0775 123456');
    for (const rideId of [appRide.id, officeRide.id]) {
      const { driver, cookie } = await signedInDriver(t.app);
      const bid = await t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/bids`, headers: { cookie }, payload: { driverId: driver.id, estimatedArrival: 4 } });
      expect(bid.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'PATCH', url: `/api/rides/${rideId}`, headers: { cookie }, payload: { status: 'arrived' } })).statusCode).toBe(200);
    }
    // A caller who can take an SMS, served last: once their text is out, any text to the two above would be too.
    const control = nextMobile();
    const controlRide = await bookByPhone(control);
    const { driver, cookie } = await signedInDriver(t.app);
    await t.app.inject({ method: 'POST', url: `/api/rides/${controlRide.id}/bids`, headers: { cookie }, payload: { driverId: driver.id, estimatedArrival: 4 } });
    await vi.waitFor(async () => expect(await textsTo(control)).toHaveLength(1));
    expect(await textsTo(appPhone)).toEqual([]);
    expect(await textsTo(landline)).toEqual([]);
  });
});
