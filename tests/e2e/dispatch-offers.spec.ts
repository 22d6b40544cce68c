import type { APIRequestContext } from '@playwright/test';
import { startApp, type RunningApp } from './support/app';
import { E2E } from './support/env';
import { expect, test as base, uniqueMobile } from './support/fixtures';
import { bookNow, driverOnline, expectAccessible, expectNoSideways, officeApi, person, registerDriver } from './support/ride-flow';
import { onPhoneOnly } from './support/screens';

/**
 * design §11 `nearest` dispatch on a server started with DISPATCH_POLICY=nearest: of two free taxis, the one
 * nearer the customer is offered the ride alone, with a countdown and the distance; it refuses ('Rifiuta') and the
 * other one is offered it at once and accepts. On the drivers' phones; each screen checked is also checked at
 * 1366 px (screens.ts, ADR 229).
 */
const test = base.extend<object, { app: RunningApp & { office: APIRequestContext } }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture depends on from this pattern.
    async ({}, use, workerInfo) => {
      // Offers of 60 s rather than 20: a loaded machine must not let the offer time out between two steps of the test.
      const app = await startApp(E2E.ownServerPort('nearest-dispatch', workerInfo.parallelIndex), { DISPATCH_POLICY: 'nearest', OFFER_TIMEOUT_SECONDS: '60' });
      const office = await officeApi(app.url);
      await use({ ...app, office });
      await office.dispose();
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** The fake geocoder puts 'Viale Roma, Frosinone' here (tests/fakes/photon-fixtures.ts). */
const PICKUP = { latitude: 41.6372, longitude: 13.3462 };
const NEAR = { ...PICKUP, latitude: PICKUP.latitude + 0.0028 }; // ~0.31 km north
const FAR = { ...PICKUP, latitude: PICKUP.latitude + 0.0378 }; // ~4.2 km north
/** A pickup ~9 km south-west of the others, with a taxi ~0.31 km from it. */
const ELSEWHERE = { latitude: 41.58, longitude: 13.26 };
const ELSEWHERE_NEAR = { ...ELSEWHERE, latitude: ELSEWHERE.latitude + 0.0028 };

test.describe('nearest dispatch: one driver at a time', () => {
  test('the nearer driver is offered the ride alone, refuses, and the other one accepts', onPhoneOnly, async ({ browser, app }, testInfo) => {
    test.setTimeout(120_000);
    const { office } = app;
    const [nearTaxi, farTaxi] = [await registerDriver(office), await registerDriver(office)];
    const near = await person(browser, testInfo, app.url, { permissions: ['geolocation'], geolocation: NEAR });
    const far = await person(browser, testInfo, app.url, { permissions: ['geolocation'], geolocation: FAR });
    const customer = await person(browser, testInfo, app.url);

    for (const [driver, taxi] of [[near, nearTaxi], [far, farTaxi]] as const) {
      await driverOnline(driver.page, office, taxi.phone);
      // Free drivers send their position under `nearest`: the dashboard says when it went.
      await expect(driver.page.getByText(/inviata alle/)).toBeVisible();
    }
    // The server writes positions in 5 s batches (ADR 043) and the dispatcher reads them from the database: the
    // booking waits until both are written, as its metrics tell.
    await expect.poll(() => positionsSaved(office), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

    const rideId = await bookNow(customer.page, office);

    const offer = near.page.getByTestId('ride-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('data-ride-id', rideId);
    await expect(offer.getByRole('heading', { name: 'Corsa proposta a te' })).toBeVisible();
    await expect(offer.getByTestId('offer-distance')).toHaveText(/^A 0,3\d\s?km da te$/);
    await expect(offer.getByTestId('offer-countdown')).toHaveText(/(0:[0-5]\d|1:00)$/);
    await expect(offer.getByTestId('offer-countdown')).toHaveAttribute('aria-label', /^Rispondi entro \d+ secondi$/);
    await expect(offer).toBeFocused();
    // Not listed twice, and the other driver neither sees the ride nor is offered it.
    await expect(near.page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`)).toHaveCount(0);
    await expect(far.page.getByTestId('ride-offer')).toHaveCount(0);
    await expect(far.page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`)).toHaveCount(0);
    await expectNoSideways(near.page);
    await expectAccessible(near.page, testInfo, 'offer-card');

    await offer.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(offer).toHaveCount(0);

    const farOffer = far.page.getByTestId('ride-offer');
    await expect(farOffer).toBeVisible();
    await expect(farOffer).toHaveAttribute('data-ride-id', rideId);
    await expect(farOffer.getByTestId('offer-distance')).toHaveText(/^A 4,\d\d\s?km da te$/);
    await farOffer.getByLabel('Arrivo (min)').fill('9');
    await farOffer.getByRole('button', { name: 'Accetta' }).click();
    await expect(far.page.getByTestId('active-ride')).toBeVisible();
    await expect(farOffer).toHaveCount(0);
    await expect(customer.page.getByTestId('driver-arriving-card')).toBeVisible();
    await expect(customer.page.getByTestId('driver-arriving-card')).toContainText(farTaxi.name);

    // The office's history of the ride says to whom it was offered, and who refused.
    const details = (await (await office.get(`/api/admin/rides/${rideId}`)).json()) as { events: Array<{ type: string; details: { driverName?: string } | null }> };
    expect(details.events.map((e) => e.type)).toEqual(['created', 'offered', 'offer_refused', 'offered', 'accepted']);
    expect(details.events[1]!.details?.driverName).toBe(nearTaxi.name);
    expect(details.events[3]!.details?.driverName).toBe(farTaxi.name);

    for (const p of [near, far, customer]) {
      expect(p.errors).toEqual([]);
      await p.close();
    }
  });
});

test.describe('an offer of a phone booking', () => {
  test("the offer card shows the caller's notes, the passengers and that it came by phone", onPhoneOnly, async ({ browser, app }, testInfo) => {
    const { office } = app;
    const taxi = await registerDriver(office);
    // Another part of town than the first test's taxis, which this worker's server still has online: this taxi is
    // the nearest free one whatever ran before.
    const driver = await person(browser, testInfo, app.url, { permissions: ['geolocation'], geolocation: ELSEWHERE_NEAR });
    const saved = await positionsSaved(office);
    await driverOnline(driver.page, office, taxi.phone);
    await expect(driver.page.getByText(/inviata alle/)).toBeVisible();
    await expect.poll(() => positionsSaved(office), { timeout: 15_000 }).toBeGreaterThan(saved);

    const notes = 'Citofono Bianchi, valigia grande';
    const booked = await office.post('/api/admin/rides', {
      headers: { 'Idempotency-Key': `e2e-offer-${Math.random().toString(36).slice(2)}` },
      data: {
        customerPhone: uniqueMobile(),
        pickupAddress: 'Viale Roma, Frosinone',
        pickup: { lat: ELSEWHERE.latitude, lon: ELSEWHERE.longitude },
        requestType: 'immediate',
        passengers: 2,
        notes,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const rideId = ((await booked.json()) as { ride: { id: string } }).ride.id;

    const offer = driver.page.locator(`[data-testid="ride-offer"][data-ride-id="${rideId}"]`);
    await expect(offer).toBeVisible();
    await expect(offer.getByTestId('ride-notes')).toHaveText(notes);
    await expect(offer.getByTestId('ride-passengers')).toHaveText('2 passeggeri');
    await expect(offer.getByTestId('ride-source')).toContainText('prenotata per telefono');
    await expectNoSideways(driver.page);
    await expectAccessible(driver.page, testInfo, 'offer-card-phone-booking');
    await offer.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(offer).toHaveCount(0);
    expect(driver.errors).toEqual([]);
    await driver.close();
  });
});

/** How many driver positions this server has written to its database (`/metrics` answers the machine itself). */
async function positionsSaved(office: APIRequestContext): Promise<number> {
  const text = await (await office.get('/metrics')).text();
  return Number(/\nradiotaxi_driver_positions_saved_total (\d+)/.exec(text)?.[1] ?? 0);
}
