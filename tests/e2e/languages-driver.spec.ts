import type { APIRequestContext } from '@playwright/test';
import { expect, latestSmsCode, liveIdentified, test, uniqueMobile } from './support/fixtures';
import { expectAccessible, officeApi, person, registerDriver } from './support/ride-flow';
import { onPhoneOnly } from './support/screens';

const FROSINONE = { lat: 41.6396, lon: 13.351 };
const tag = () => Math.random().toString(36).slice(2, 8);

test.describe('a driver in English, then German (design §16)', () => {
  test('signs in and works a ride in English from an en-GB browser; the switch to Deutsch changes the dashboard in place', onPhoneOnly, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const office = await officeApi(baseURL!);
    const taxi = await registerDriver(office);
    const driver = await person(browser, testInfo, baseURL!, { locale: 'en-GB' });
    const { page } = driver;

    // The server draws the drivers' first screen in the browser's language: nothing Italian flashes first.
    const html = await (await page.request.get('/driver', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Driver dashboard');
    expect(html).toContain('Sign in with the mobile number the dispatch office registered');

    await page.goto('/driver');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Driver dashboard' })).toBeVisible();
    const switcher = page.getByRole('group', { name: 'Language' });
    await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByTestId('phone-verification-card');
    await card.getByLabel('Mobile number').fill(taxi.phone);
    await expectAccessible(page, testInfo, 'driver-en-sign-in');
    await card.getByRole('button', { name: 'Send code' }).click();
    const code = await latestSmsCode(office, taxi.phone);
    await page.getByTestId('otp-box-0').click();
    await page.keyboard.type(code);

    // The dashboard, offline: its status, the day's figures and the alerts, in English.
    await expect(page.getByText('You are offline').first()).toBeVisible();
    await expect(page.getByText('Rides completed today')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent reviews' })).toBeVisible();
    await page.getByRole('button', { name: 'Go online' }).click();
    await expect(page.getByRole('switch')).toBeChecked();
    await liveIdentified(page);
    await expect(page.getByTestId('availability-badge')).toHaveText('Available');

    // A phone booking made by the office reaches the dashboard as a request card.
    const rideId = await officeBooking(office, 2);
    const request = page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`);
    await expect(page.getByRole('heading', { name: 'Ride requests' })).toBeVisible();
    await expect(request.getByText('Now', { exact: true })).toBeVisible();
    await expect(request.getByTestId('ride-passengers')).toHaveText('2 passengers');
    await expect(request.getByTestId('ride-source')).toContainText('booked by phone');
    await expect(request.getByTestId('ride-fare')).toHaveText('No fare estimate');
    await expect(request).toContainText('Not given');
    await expectAccessible(page, testInfo, 'driver-en-request');

    // Accepted with the minutes to the pickup: the ride's card and its steps.
    await request.getByLabel('Arrival (min)').fill('4');
    await request.getByRole('button', { name: 'Accept' }).click();
    const active = page.getByTestId('active-ride');
    await expect(active.getByText('Go to the customer')).toBeVisible();
    await expect(active.getByTestId('driver-eta-badge')).toHaveText(/^Arrival: \d+ min · at \d\d:\d\d$/);
    await expect(active.getByRole('link', { name: 'Call customer' })).toBeVisible();
    await expect(page.getByTestId('availability-badge')).toHaveText('Busy');
    const step = active.getByTestId('ride-step');
    await expect(step).toHaveText("I've arrived");
    await expectAccessible(page, testInfo, 'driver-en-accepted');
    await step.click();
    await expect(active.getByText('Wait for the customer')).toBeVisible();
    await expect(active.getByTestId('no-show')).toContainText('Customer no-show');
    await expect(active.getByTestId('no-show-countdown')).toHaveText(/^in \d:\d\d$/);
    await expect(step).toHaveText('Passenger on board');
    await step.click();
    await expect(active.getByText('To the destination')).toBeVisible();
    await expect(step).toHaveText('Ride completed');
    await step.click();
    const completion = page.getByRole('dialog', { name: 'Ride completed' });
    await expect(completion.getByLabel('Meter amount (€)')).toBeVisible();
    await expect(completion.getByText("No estimate for this ride: the meter's amount applies.")).toBeVisible();
    await expectAccessible(page, testInfo, 'driver-en-complete');
    await completion.getByRole('button', { name: 'Back' }).click();
    await expect(completion).toHaveCount(0);

    // The switch: the same dashboard in German, without a reload.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await switcher.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Fahrer-Dashboard' })).toBeVisible();
    await expect(active.getByText('Zum Ziel')).toBeVisible();
    await expect(step).toHaveText('Fahrt abgeschlossen');
    await expect(page.getByTestId('availability-badge')).toHaveText('Besetzt');
    await expect(page.getByText('Heute abgeschlossene Fahrten')).toBeVisible();
    await expect(page.getByText('Ton und Vibration')).toBeVisible();
    await expect(active.getByTestId('ride-passengers')).toHaveText('2 Fahrgäste');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expectAccessible(page, testInfo, 'driver-de-dashboard');

    // The ride ends in German: the meter's amount and the payment, then the completed card.
    await step.click();
    const abschluss = page.getByRole('dialog', { name: 'Fahrt abgeschlossen' });
    await abschluss.getByLabel('Taxameterbetrag (€)').fill('12,50');
    await abschluss.getByRole('button', { name: 'Bar' }).click();
    await expectAccessible(page, testInfo, 'driver-de-complete');
    await abschluss.getByRole('button', { name: /^12,50\s€ bestätigen$/ }).click();
    const done = page.getByTestId('completed-ride');
    await expect(done.getByText('Bezahlter Betrag')).toBeVisible();
    await expect(done.getByText('Bar', { exact: true })).toBeVisible();
    await expect(done.getByRole('link', { name: 'Quittung' })).toBeVisible();

    // A request that arrives after the switch is in German from the start, and so are the next ride's steps.
    const second = page.locator(`[data-testid="ride-request"][data-ride-id="${await officeBooking(office, 1)}"]`);
    await expect(second.getByText('Sofort', { exact: true })).toBeVisible();
    await expect(second.getByTestId('ride-passengers')).toHaveText('1 Fahrgast');
    await expect(second.getByTestId('ride-source')).toContainText('telefonisch gebucht');
    await expectAccessible(page, testInfo, 'driver-de-request');
    await second.getByLabel('Ankunft (Min.)').fill('5');
    await second.getByRole('button', { name: 'Annehmen' }).click();
    await expect(active.getByText('Fahr zum Kunden')).toBeVisible();
    await expect(step).toHaveText('Ich bin da');
    await step.click();
    await expect(active.getByText('Warte auf den Kunden')).toBeVisible();
    await expect(active.getByTestId('no-show')).toContainText('Kunde nicht erschienen');
    await expect(active.getByTestId('no-show-countdown')).toHaveText(/^in \d:\d\d$/);
    await expect(step).toHaveText('Fahrgast an Bord');
    await expectAccessible(page, testInfo, 'driver-de-arrived');

    await driver.close();
    await office.dispose();
  });
});

/** A phone booking the office makes through the API, a taxi now without a destination; answers the ride's id. */
async function officeBooking(office: APIRequestContext, passengers: number): Promise<string> {
  const booked = await office.post('/api/admin/rides', {
    headers: { 'Idempotency-Key': `e2e-${tag()}-${tag()}` },
    data: { customerPhone: uniqueMobile(), pickupAddress: `Via Marittima ${tag()}, Frosinone`, pickup: FROSINONE, requestType: 'immediate', passengers },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { ride: { id: string } }).ride.id;
}
