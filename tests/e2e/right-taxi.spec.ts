import type { Page, TestInfo } from '@playwright/test';
import { apiDriverOnline, signInOffice } from './support/console-flow';
import { E2E } from './support/env';
import { expect, test, uniqueMobile } from './support/fixtures';
import {
  acceptOnDashboard,
  driverOnline,
  expectAccessible,
  expectNoSideways,
  officeApi,
  person,
  type Person,
  registerDriver,
  fillTrip,
  verifyNewCustomer,
} from './support/ride-flow';
import { onDesktopOnly, onPhoneOnly } from './support/screens';

/**
 * The right taxi for the ride (issue 26, design §14): a car's seats and features in the register, a customer's and
 * a caller's options, dispatch to the taxis that fit only, the office's filtered assign dialog, and the driver a
 * customer no longer wants. Phone and desktop run at once on the run's server, so each test has its own drivers.
 * The customer's and drivers' test runs on the phone, the office's on the desktop; each screen they check is also
 * checked at the other width (screens.ts, ADR 229).
 */

const FROSINONE = { lat: 41.6396, lon: 13.351 };
const WAGON = 'Bagagliaio grande (station wagon)';
const WHEELCHAIR = 'Accessibile in carrozzina';
const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').getByText(text);

test.describe('the right taxi', () => {
  let people: Person[] = [];
  test.afterEach(async () => {
    for (const p of people) expect(p.errors, 'console errors').toEqual([]);
    await Promise.all(people.map((p) => p.close()));
    people = [];
  });
  const open = async (browser: Parameters<typeof person>[0], testInfo: TestInfo) => {
    const p = await person(browser, testInfo, E2E.appUrl);
    people.push(p);
    return p;
  };

  test('a station wagon: only the fitting driver sees the request, with what it needs on his card; after rating the customer leaves him out, sees the list and takes him back', onPhoneOnly, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const office = await officeApi(E2E.appUrl);
    const wagon = await registerDriver(office, { seats: 6, features: ['large_boot', 'cards'] });
    const saloon = await registerDriver(office);
    const [wagonDriver, saloonDriver, customer] = await Promise.all([open(browser, testInfo), open(browser, testInfo), open(browser, testInfo)]);
    await Promise.all([driverOnline(wagonDriver.page, office, wagon.phone), driverOnline(saloonDriver.page, office, saloon.phone)]);
    // Each driver sees his own car as the office registered it.
    await expect(wagonDriver.page.getByTestId('own-car')).toHaveText(`6 posti · ${WAGON} · Pagamento con carta`);
    await expect(saloonDriver.page.getByTestId('own-car')).toHaveText('4 posti');

    // The customer opens 'Opzioni', asks for a station wagon; a count of passengers out of range is refused in Italian.
    const { page } = customer;
    await fillTrip(page);
    const options = page.getByTestId('booking-options');
    await options.locator('summary').click();
    await options.getByRole('checkbox', { name: WAGON }).check();
    const passengers = options.getByLabel('Passeggeri');
    await passengers.fill('12');
    await page.getByTestId('request-taxi').click();
    await expect(passengers).toHaveAttribute('aria-invalid', 'true');
    await expect(options.getByText('Passeggeri: da 1 a 8')).toBeVisible();
    await passengers.fill('3');
    await expect(options.getByText('Passeggeri: da 1 a 8')).toHaveCount(0);
    await expect(options.locator('summary')).toHaveText('Opzioni (2 scelte)');
    // On a phone the form stays inside the screen's width, and 'Richiedi Taxi' is there to press.
    await expectNoSideways(page);
    await page.getByTestId('request-taxi').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('request-taxi')).toBeInViewport();
    await expectAccessible(page, testInfo, 'customer-options');
    await page.getByTestId('request-taxi').click();
    const rideId = await verifyNewCustomer(page, office);
    // Told how many taxis that fit are online (this test's wagon at least; the other project's may be online too).
    await expect(page.getByTestId('matching-taxis')).toHaveText(/^\d+ taxi adatt[oi] in servizio$/);

    // The wagon's driver gets the request, with the requirement in words and the passengers.
    const request = wagonDriver.page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`);
    await expect(request.getByTestId('ride-requirements')).toHaveText(WAGON);
    await expect(request.getByTestId('ride-passengers')).toHaveText('3 passeggeri');
    await expectNoSideways(wagonDriver.page);
    await expectAccessible(wagonDriver.page, testInfo, 'driver-request-requirements');
    // The saloon's driver never does: not live, and not in the list the server gives him.
    await expect(saloonDriver.page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`)).toHaveCount(0);
    const pending = (await (await saloonDriver.page.request.get('/api/rides?status=pending')).json()) as Array<{ id: string }>;
    expect(pending.map((r) => r.id)).not.toContain(rideId);

    // The wagon takes it and ends it; the customer rates and chooses never to have this driver again.
    await acceptOnDashboard(wagonDriver.page, rideId);
    await expect(wagonDriver.page.getByTestId('active-ride').getByTestId('ride-requirements')).toHaveText(WAGON);
    const completed = await wagonDriver.page.request.patch(`/api/rides/${rideId}`, {
      data: { status: 'completed', meterFareCents: 1250, paymentMethod: 'card' },
    });
    expect(completed.ok(), await completed.text()).toBe(true);
    const dialog = page.getByTestId('rating-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Non voglio più questo taxista' }).check();
    await expectAccessible(page, testInfo, 'customer-rating-leave-out');
    await dialog.getByRole('button', { name: 'Invia valutazione' }).click();
    await expect(toast(page, 'Taxista escluso')).toBeVisible();
    const excluded = page.getByTestId('excluded-drivers');
    await expect(excluded.getByTestId('excluded-driver')).toHaveCount(1);
    await expect(excluded.getByTestId('excluded-driver')).toContainText(wagon.name);
    await expect(excluded.getByTestId('excluded-driver')).toContainText(wagon.plate);
    await expectNoSideways(page);
    await expectAccessible(page, testInfo, 'customer-excluded-drivers');

    // The office sees how many customers left him out, never who.
    const admin = await open(browser, testInfo);
    await signInOffice(admin.page);
    const row = admin.page.getByRole('table', { name: 'Taxisti' }).getByRole('row').filter({ hasText: wagon.name });
    await expect(row.getByTestId('driver-excluded-count')).toHaveText('Escluso da 1 cliente');
    await expect(row.getByTestId('driver-car')).toHaveText(`6 posti · ${WAGON} · Pagamento con carta`);

    // 'Riammetti': the list is empty again, and so is the office's count.
    await excluded.getByRole('button', { name: `Riammetti ${wagon.name}` }).click();
    await expect(toast(page, 'Taxista riammesso')).toBeVisible();
    await expect(excluded).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('request-taxi')).toBeVisible();
    await expect(page.getByTestId('excluded-drivers')).toHaveCount(0);
    const drivers = (await (await office.get('/api/admin/drivers')).json()) as Array<{ id: string; excludedByCustomers: number }>;
    expect(drivers.find((d) => d.id === wagon.id)?.excludedByCustomers).toBe(0);
    await office.dispose();
  });

  test('the office records a car’s seats and features, books a call that needs a wheelchair, and assigns it with the filtered dialog', onDesktopOnly, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const office = await officeApi(E2E.appUrl);
    const [accessible, saloon] = await Promise.all([apiDriverOnline(office, { seats: 5, features: ['wheelchair'] }), apiDriverOnline(office)]);
    // Their own spots near the pickup: the other project's taxis must not lie on top of these.
    const near = () => ({ lat: FROSINONE.lat + (Math.random() - 0.5) * 0.02, lon: FROSINONE.lon + (Math.random() - 0.5) * 0.02 });
    for (const taxi of [accessible, saloon]) {
      const spot = near();
      taxi.moveTo(spot.lat, spot.lon);
    }
    const { page } = await open(browser, testInfo);
    await signInOffice(page);

    // 'Aggiungi Taxista' with the car's seats and features: the table shows them.
    await page.getByRole('button', { name: 'Aggiungi Taxista' }).click();
    const form = page.getByRole('dialog', { name: 'Aggiungi Taxista' });
    const name = `Taxista ${Math.random().toString(36).slice(2, 8)}`;
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Numero di Telefono').fill(uniqueMobile());
    await form.getByLabel('Targa').fill(`FR${Math.random().toString(36).slice(2, 5).toUpperCase()}ZZ`);
    await form.getByLabel('Modello Auto').fill('Fiat Doblò');
    const seats = form.getByLabel('Posti');
    await expect(seats).toHaveValue('4');
    await seats.fill('12');
    await form.getByRole('button', { name: 'Aggiungi Taxista' }).click();
    await expect(form.getByText('Posti: da 4 a 9')).toBeVisible();
    await seats.fill('7');
    const features = form.getByRole('group', { name: 'Dotazioni dell’auto' });
    await features.getByRole('checkbox', { name: WHEELCHAIR }).check();
    await features.getByRole('checkbox', { name: 'Seggiolino per bambini' }).check();
    await expectAccessible(page, testInfo, 'office-driver-form');
    await form.getByRole('button', { name: 'Aggiungi Taxista' }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByRole('table', { name: 'Taxisti' }).getByRole('row').filter({ hasText: name });
    await expect(row.getByTestId('driver-car')).toHaveText(`7 posti · ${WHEELCHAIR} · Seggiolino per bambini`);
    await expect(row.getByTestId('driver-excluded-count')).toHaveCount(0);
    // The new lines wrap inside 'Auto': every column, 'Azioni' too, still fits 1366 px.
    await expect(page.getByRole('columnheader', { name: 'Azioni' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('drivers.png'), fullPage: true });

    // 'Centrale': the call needs a wheelchair for two; the queue shows it.
    await page.getByRole('tab', { name: 'Centrale' }).click();
    await expect(page.getByRole('form', { name: 'Prenotazione telefonica' })).toBeVisible();
    const caller = uniqueMobile();
    await page.getByTestId('caller-phone').fill(caller.replace('+39', ''));
    const pickup = page.getByTestId('office-pickup-input');
    await pickup.fill('Piazza della');
    await page.getByRole('option', { name: /Piazza della Libertà.*Frosinone/ }).first().click();
    await page.getByLabel('Passeggeri').fill('2');
    const optionsBox = page.getByTestId('office-options');
    await optionsBox.locator('summary').click();
    await optionsBox.getByRole('checkbox', { name: WHEELCHAIR }).check();
    await expect(optionsBox.locator('summary')).toHaveText('Opzioni taxi (1 scelta)');
    await expectAccessible(page, testInfo, 'console-options');
    await page.getByRole('button', { name: 'Prenota corsa' }).click();
    await expect(toast(page, 'Corsa prenotata')).toBeVisible();
    // The next call starts with the options folded and empty.
    await expect(optionsBox).not.toHaveAttribute('open');
    await expect(optionsBox.locator('summary')).toHaveText('Opzioni taxi');
    const found = (await (await office.get(`/api/admin/rides?q=${encodeURIComponent(caller)}`)).json()) as {
      rides: Array<{ id: string; requirements: string[]; passengers: number }>;
    };
    const ride = found.rides[0]!;
    expect(ride).toMatchObject({ requirements: ['wheelchair'], passengers: 2 });
    const queued = page.locator(`[data-testid="open-ride"][data-ride-id="${ride.id}"]`);
    await expect(queued.getByTestId('open-ride-requirements')).toHaveText(WHEELCHAIR);

    // The fleet map's popup says what a car offers.
    await page.locator(`.leaflet-marker-icon[title^="${accessible.plate} ·"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup').getByTestId('fleet-popup-car')).toHaveText(`5 posti · ${WHEELCHAIR}`);

    // 'Assegna': the fitting taxi can be chosen; the saloon is shown greyed, with why.
    await queued.getByRole('button', { name: /^Assegna/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Assegna corsa' });
    await expect(dialog.getByTestId('assign-requirements')).toHaveText(WHEELCHAIR);
    const search = dialog.getByLabel('Cerca per targa o nome');
    await search.fill(saloon.plate);
    const saloonChoice = dialog.getByTestId('assign-taxi').filter({ hasText: saloon.plate });
    await expect(saloonChoice).toContainText(`Non adatto: manca ${WHEELCHAIR}`);
    await expect(saloonChoice.getByRole('radio')).toBeDisabled();
    await expectAccessible(page, testInfo, 'console-assign-misfit');
    await search.fill('');
    // Fitting taxis come first: every enabled choice is above every greyed one.
    const fits = await dialog.getByTestId('assign-taxi').evaluateAll((labels) => labels.map((l) => l.getAttribute('data-fits')));
    expect(fits.indexOf('false') === -1 || fits.lastIndexOf('true') < fits.indexOf('false')).toBe(true);
    await search.fill(accessible.plate);
    await dialog.getByTestId('assign-taxi').filter({ hasText: accessible.plate }).getByRole('radio').check();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(toast(page, `Corsa assegnata a ${accessible.name}`)).toBeVisible();
    await expect(queued).toContainText(accessible.name);

    await Promise.all([accessible.close(), saloon.close()]);
    await office.dispose();
  });
});
