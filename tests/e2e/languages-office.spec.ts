import { E2E } from './support/env';
import { customerApi, expect, liveIdentified, test } from './support/fixtures';
import { expectAccessible, expectNoSideways, officeApi, person, registerDriver } from './support/ride-flow';
import { onDesktopOnly, SCREENS } from './support/screens';

const FROSINONE = { lat: 41.6396, lon: 13.351 };
const tag = () => Math.random().toString(36).slice(2, 8);

/**
 * The office panel in English and German (issue 28, design §16): a first visit follows the browser's language, and
 * the header's switch changes the panel in place. The Italian panel is admin.spec.ts's and console.spec.ts's.
 */
test('an office worker with an English browser works the panel in English, then switches it to German in place', onDesktopOnly, async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const office = await officeApi(E2E.appUrl);
  const driver = await registerDriver(office);
  const customer = await customerApi(office);
  const booked = await customer.api.post('/api/rides', {
    data: {
      pickupAddress: `Via Roma ${tag()}, Frosinone`,
      dropoffAddress: 'Stazione di Frosinone',
      pickup: FROSINONE,
      dropoff: { lat: 41.626, lon: 13.34 },
      requestType: 'immediate',
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const worker = await person(browser, testInfo, E2E.appUrl, { locale: 'en-GB' });
  const { page } = worker;

  // The server draws the login screen in the browser's language: nothing Italian flashes first.
  const html = await (await page.request.get('/admin', { headers: { 'accept-language': 'en-GB' } })).text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('Office sign-in');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Office sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectAccessible(page, testInfo, 'office-en-login');
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office panel' })).toBeVisible();
  await liveIdentified(page);

  await expect(page.getByRole('group', { name: 'Rides today' })).toContainText(/on yesterday|Yesterday by this time/);
  await expect(page.getByRole('group', { name: 'Active drivers' })).toContainText(/Out of \d+ in all/);
  const drivers = page.getByRole('table', { name: 'Drivers' });
  await expect(drivers.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  await expect(drivers.getByRole('button', { name: `Edit ${driver.name}` })).toBeVisible();
  await expectAccessible(page, testInfo, 'office-en-drivers');

  await page.getByRole('button', { name: 'Add driver' }).click();
  const form = page.getByRole('dialog', { name: 'Add driver' });
  await form.getByLabel('Car model').fill('Fiat Tipo');
  await form.getByRole('button', { name: 'Add driver' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expectAccessible(page, testInfo, 'office-en-add-driver');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  await page.getByRole('tab', { name: 'Rides' }).click();
  const rides = page.getByRole('table', { name: 'Rides' });
  await expect(rides.getByRole('columnheader', { name: 'Destination' })).toBeVisible();
  await expect(rides.getByRole('row').nth(1).getByRole('button', { name: 'Ride details' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ride pages' })).toContainText(/Page 1 of \d+ · \d+ rides?/);
  await expectAccessible(page, testInfo, 'office-en-rides');
  await rides.getByRole('row').nth(1).getByRole('button', { name: 'Ride details' }).click();
  const details = page.getByRole('dialog', { name: 'Ride details' });
  await expect(details.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(details.getByTestId('ride-event').first()).toContainText('Request created');
  await expectAccessible(page, testInfo, 'office-en-ride-details');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  await page.getByRole('tab', { name: 'Dispatch' }).click();
  await expect(page.getByRole('form', { name: 'Phone booking' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open rides' }).getByTestId('open-ride').first()).toBeVisible();
  await expect(page.getByTestId('fleet-summary')).toHaveText(/^\d+ free · \d+ busy/);
  await expect(page.getByTestId('map-pick-hint')).toHaveText('Or click the pickup point on the map.');
  await expect(page.getByTestId('fleet-map').locator('.leaflet-container')).toBeVisible();
  await expectAccessible(page, testInfo, 'office-en-console');

  // The switch: the panel changes in place, without a reload (what the page holds survives).
  await page.getByTestId('caller-phone').fill('+39 347 000 0000');
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('form', { name: 'Telefonbuchung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fahrt buchen' })).toBeVisible();
  await expect(page.getByTestId('fleet-summary')).toHaveText(/^\d+ frei · \d+ besetzt/);
  await expect(page.getByTestId('caller-phone')).toHaveValue('+39 347 000 0000');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectAccessible(page, testInfo, 'office-de-console');

  await page.getByRole('tab', { name: 'Fahrten' }).click();
  await expect(page.getByRole('table', { name: 'Fahrten' }).getByRole('columnheader', { name: 'Aktionen' })).toBeVisible();
  await expectAccessible(page, testInfo, 'office-de-rides');
  await page.getByRole('tab', { name: 'Tarife' }).click();
  await expect(page.getByTestId('tariff-in-force')).toContainText('Geltender Tarif');
  await expect(page.getByRole('form', { name: 'Neuen Tarif planen' })).toBeVisible();
  await expectAccessible(page, testInfo, 'office-de-tariffs');
  await page.getByRole('tab', { name: 'Fahrer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Fahrer hinzufügen' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fahrten heute' })).toBeVisible();
  await expectAccessible(page, testInfo, 'office-de-drivers');
  // Long German words at a phone's width: nothing wider than the screen (expectAccessible checked 360 px too).
  await page.setViewportSize(SCREENS.phone);
  await expectNoSideways(page);
  await page.setViewportSize(SCREENS.desktop);

  await worker.close();
  await customer.api.dispose();
  await office.dispose();
});
