import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { E2E } from './support/env';
import { expect, latestSmsCode, liveIdentified, test, uniqueMobile } from './support/fixtures';
import { officeApi, person, registerDriver } from './support/ride-flow';
import { onDesktopOnly } from './support/screens';

/**
 * Issue 17: the whole journey with the keyboard alone — no click, no programmatic focus. Each control is reached
 * with Tab (so it is in the tab order, in a sensible place) and used with Enter, Space, arrows and typing; the
 * driver's side is played through the API. On the desktop, where a keyboard is (the screens themselves are
 * checked at both widths by the other specs).
 */

/** Tabs forward until `target` has focus: fails if it is not reachable within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reachable with Tab').toBeFocused();
}

test('books, verifies, rates and signs in as the office with the keyboard alone', onDesktopOnly, async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await person(browser, testInfo, baseURL!);
  const page = customer.page;
  const office = await officeApi(baseURL!);
  const driver = await registerDriver(office);
  const phone = uniqueMobile();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
  const pickup = page.getByTestId('pickup-input');
  await tabTo(page, pickup);
  await page.keyboard.type('Piazza della Libertà');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pickup).toHaveValue(/^Piazza della Libertà/);
  const dropoff = page.getByTestId('dropoff-input');
  await tabTo(page, dropoff);
  await page.keyboard.type('Stazione di Frosinone');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dropoff).toHaveValue(/^Stazione di Frosinone/);

  await tabTo(page, page.getByTestId('request-taxi'));
  await page.keyboard.press('Enter');
  const card = page.getByTestId('phone-verification-card');
  await expect(card.getByLabel('Numero di cellulare')).toBeFocused();
  await page.keyboard.type(phone.replace('+39', ''));
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('otp-box-0')).toBeFocused();
  await page.keyboard.type(await latestSmsCode(office, phone), { delay: 30 });
  const searching = page.getByTestId('searching-card');
  await expect(searching.getByRole('heading')).toBeFocused();

  // A driver takes the ride and drives it to the end.
  await liveIdentified(page);
  const driverApi = await playwrightRequest.newContext({ baseURL });
  expect((await driverApi.post('/api/drivers/verify-phone', { data: { phoneNumber: driver.phone } })).ok()).toBe(true);
  const code = await latestSmsCode(office, driver.phone);
  expect((await driverApi.post('/api/drivers/verify-code', { data: { phoneNumber: driver.phone, code } })).ok()).toBe(true);
  expect((await driverApi.patch(`/api/drivers/${driver.id}/status`, { data: { isAvailable: true } })).ok()).toBe(true);
  const current = await page.request.get('/api/customers/me/rides?scope=current');
  const rideId = ((await current.json()) as { rides: Array<{ ride: { id: string } }> }).rides[0]!.ride.id;
  const bid = await driverApi.post(`/api/rides/${rideId}/bids`, { data: { driverId: driver.id, estimatedArrival: 3 } });
  expect(bid.ok(), await bid.text()).toBe(true);
  await expect(page.getByTestId('driver-arriving-card').getByRole('heading', { name: 'Il tuo taxista sta arrivando' })).toBeFocused();
  for (const status of ['arrived', 'on_board', 'completed']) {
    // 'Corsa completata' carries the meter's amount and the payment (design §15).
    const step = await driverApi.patch(`/api/rides/${rideId}`, { data: { status, meterFareCents: 1250, paymentMethod: 'cash' } });
    expect(step.ok(), await step.text()).toBe(true);
  }

  // The rating: focus on the current 5 stars, arrows to 4, Tab to the comment and on to the submit button.
  const dialog = page.getByTestId('rating-dialog');
  await expect(dialog.getByTestId('rating-star-5')).toBeFocused({ timeout: 45_000 });
  await page.keyboard.press('ArrowLeft', { delay: 100 });
  await expect(dialog.getByTestId('rating-star-4')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(dialog.getByPlaceholder('Condividi la tua esperienza...')).toBeFocused();
  await page.keyboard.type('Tutto con la tastiera');
  await tabTo(page, dialog.getByRole('button', { name: 'Invia valutazione' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Valutazione inviata', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const ratings = await driverApi.get(`/api/drivers/${driver.id}/ratings`);
  expect(((await ratings.json()) as { driver: { totalRatings: number } }).driver.totalRatings).toBe(1);

  // The office signs in.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso Amministratore' })).toBeVisible();
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(E2E.adminPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello Amministrativo' })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: 'Taxisti', selected: true }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Corse', selected: true })).toBeFocused();

  await Promise.all([office.dispose(), driverApi.dispose()]);
  await customer.close();
  expect(customer.errors).toEqual([]);
});
