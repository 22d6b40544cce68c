import type { Locator, Page } from '@playwright/test';
import { E2E } from './support/env';
import { expect, test, uniqueMobile } from './support/fixtures';
import { driverOnline, expectAccessible, expectNoSideways, officeApi, person, registerDriver } from './support/ride-flow';

/**
 * Issue 24, screens for a whole shift: every detail of a phone booking on the driver's cards, and the office's
 * console at a laptop's size and on the keyboard.
 */

const FROSINONE = { lat: 41.6396, lon: 13.351 };
const NOTES = 'Citofono Bianchi, valigia grande, anziana con deambulatore';
const tag = () => Math.random().toString(36).slice(2, 8);

/** Whether the element lies wholly inside the window, without scrolling. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

test.describe("the driver's cards", () => {
  test("a phone booking's notes, passengers and source on the request and on the ride under way", async ({ browser }, testInfo) => {
    const office = await officeApi(E2E.appUrl);
    const taxi = await registerDriver(office);
    const driver = await person(browser, testInfo, E2E.appUrl, {
      permissions: ['geolocation'],
      geolocation: { latitude: FROSINONE.lat + 0.01, longitude: FROSINONE.lon },
    });
    await driverOnline(driver.page, office, taxi.phone);
    // A free driver's phone shares its position only when asked (spec §4); once known, each card says how far.
    await driver.page.getByRole('button', { name: 'Aggiorna posizione' }).click();
    await expect(driver.page.getByTestId('gps-position')).toBeVisible();

    const booked = await office.post('/api/admin/rides', {
      headers: { 'Idempotency-Key': `e2e-${tag()}-${tag()}` },
      data: {
        customerPhone: uniqueMobile(),
        pickupAddress: `Via Marittima ${tag()}, Frosinone`,
        pickup: FROSINONE,
        requestType: 'immediate',
        passengers: 3,
        notes: NOTES,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const rideId = ((await booked.json()) as { ride: { id: string } }).ride.id;

    const request = driver.page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`);
    await expect(request).toBeVisible();
    await expect(request.getByTestId('ride-notes')).toHaveText(NOTES);
    await expect(request.getByTestId('ride-passengers')).toHaveText('3 passeggeri');
    await expect(request.getByTestId('ride-source')).toContainText('prenotata per telefono');
    await expect(request.getByTestId('ride-pickup-distance')).toHaveText(/^A 1,1\d\s?km da te$/);
    // A destination left out reads as the office's form said, and without one there is no fare to estimate.
    await expect(request).toContainText('Non specificato');
    await expect(request.getByTestId('ride-fare')).toHaveText('Tariffa non stimata');
    // The phone shown one way: +39 333 555 1212.
    await expect(request.getByTestId('ride-source').getByRole('link')).toHaveText(/^\+39 \d{3} \d{3} \d{4}$/);
    // The first request's 'Accetta' is above the fold while online, on a 360×640 phone too.
    const first = driver.page.getByTestId('ride-request').first();
    await driver.page.evaluate(() => window.scrollTo(0, 0));
    expect(await inViewport(driver.page, first.getByRole('button', { name: 'Accetta' }))).toBe(true);
    await expectNoSideways(driver.page);
    await expectAccessible(driver.page, testInfo, 'driver-request-phone-booking');

    await request.getByLabel('Arrivo (min)').fill('4');
    await request.getByRole('button', { name: 'Accetta' }).click();
    const active = driver.page.getByTestId('active-ride');
    await expect(active).toBeVisible();
    await expect(active.getByTestId('ride-notes')).toHaveText(NOTES);
    await expect(active.getByTestId('ride-passengers')).toHaveText('3 passeggeri');
    await expect(active.getByTestId('ride-source')).toContainText('prenotata per telefono');
    await expect(active.getByRole('link', { name: 'Chiama cliente' })).toHaveAttribute('href', /^tel:\+39/);
    await expectNoSideways(driver.page);
    await expectAccessible(driver.page, testInfo, 'driver-active-phone-booking');

    expect(driver.errors).toEqual([]);
    await driver.close();
    await office.dispose();
  });
});
