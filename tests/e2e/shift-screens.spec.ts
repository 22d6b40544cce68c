import type { Locator, Page } from '@playwright/test';
import { E2E } from './support/env';
import { expect, test, uniqueMobile } from './support/fixtures';
import type { APIRequestContext } from '@playwright/test';
import { apiDriverOnline, openConsole } from './support/console-flow';
import { driverOnline, expectAccessible, expectNoSideways, officeApi, person, registerDriver } from './support/ride-flow';
import { onDesktopOnly, onPhoneOnly } from './support/screens';

/**
 * Issue 24, screens for a whole shift: every detail of a phone booking on the driver's cards, and the office's
 * console at a laptop's size and on the keyboard. The driver's cards run on the phone, the console's one screen
 * on the desktop, each screen they check also at the other width (screens.ts, ADR 229); the dialogs over the map
 * on both.
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
  test("a phone booking's notes, passengers and source on the request and on the ride under way", onPhoneOnly, async ({ browser }, testInfo) => {
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

/** A phone booking made by the office through the API; answers the ride's id. */
async function officeBooking(office: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const booked = await office.post('/api/admin/rides', {
    headers: { 'Idempotency-Key': `e2e-${tag()}-${tag()}` },
    data: { customerPhone: uniqueMobile(), pickupAddress: `Via Marittima ${tag()}, Frosinone`, pickup: FROSINONE, requestType: 'immediate', ...data },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { ride: { id: string } }).ride.id;
}

/** Points across a dialog (its centre and near each corner) where the page would send a click: inside it, or not. */
async function clicksLandInside(page: Page, dialog: Locator): Promise<boolean[]> {
  const box = (await dialog.boundingBox())!;
  const inset = 12;
  const points = [
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + inset, box.y + inset],
    [box.x + box.width - inset, box.y + inset],
    [box.x + inset, box.y + box.height - inset],
    [box.x + box.width - inset, box.y + box.height - inset],
  ];
  const handle = await dialog.elementHandle();
  return page.evaluate(
    ({ el, pts }) => pts.map(([x, y]) => el!.contains(document.elementFromPoint(x!, y!))),
    { el: handle, pts: points },
  );
}

test.describe("the office's 'Centrale'", () => {
  test('every dialog is above the map and takes every click inside it', async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const office = await officeApi(E2E.appUrl);
    // Taxis and a waiting ride where the map shows them: markers under where the dialogs open.
    const free = await apiDriverOnline(office);
    free.moveTo(FROSINONE.lat, FROSINONE.lon);
    const busy = await apiDriverOnline(office);
    busy.moveTo(FROSINONE.lat + 0.002, FROSINONE.lon + 0.002);
    const waiting = await officeBooking(office, {});
    const underWay = await officeBooking(office, { dropoffAddress: 'Stazione di Frosinone' });
    const bid = await busy.api.post(`/api/rides/${underWay}/bids`, { data: { driverId: busy.id, estimatedArrival: 5 } });
    expect(bid.ok(), await bid.text()).toBe(true);

    const admin = await person(browser, testInfo, E2E.appUrl);
    const { page } = admin;
    await openConsole(page);
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    const queued = (id: string) => page.locator(`[data-testid="open-ride"][data-ride-id="${id}"]`);
    const dialogs = [
      { ride: waiting, button: /^Assegna/, role: 'dialog', name: 'Assegna corsa', shot: 'assign' },
      { ride: waiting, button: /^Annulla/, role: 'dialog', name: 'Annulla corsa', shot: 'cancel' },
      { ride: underWay, button: /^Chiudi corsa/, role: 'alertdialog', name: 'Chiudere questa corsa?', shot: 'close' },
    ] as const;
    for (const { ride, button, role, name, shot } of dialogs) {
      await queued(ride).getByRole('button', { name: button }).click();
      const dialog = page.getByRole(role, { name });
      await expect(dialog).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      expect(await clicksLandInside(page, dialog), `clicks inside '${name}'`).toEqual([true, true, true, true, true]);
      await expectAccessible(page, testInfo, `console-dialog-${shot}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    // The busy taxi's popup: where it is going, and a call to its driver.
    // By keyboard: on a phone's small map the waiting ride's pin may lie over the taxi's.
    await page.locator(`.leaflet-marker-icon[title^="${busy.plate} ·"]`).focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('Verso: Stazione di Frosinone');
    await expect(popup.getByTestId('fleet-popup-call')).toHaveAttribute('href', `tel:${busy.phone}`);
    await expect(popup.getByTestId('fleet-popup-call')).toHaveText(/^Chiama \+39 \d{3} \d{3} \d{4}$/);
    await expect(page.getByRole('button', { name: 'Ingrandisci' })).toBeVisible();
    await expectAccessible(page, testInfo, 'console-fleet-popup');

    // A free taxi's popup offers the waiting rides nearest it; one click opens the assignment with that taxi chosen.
    const there = { lat: FROSINONE.lat - 0.004, lon: FROSINONE.lon - 0.004 };
    free.moveTo(there.lat, there.lon);
    const pickup = `Via Tiburtina ${tag()}, Frosinone`;
    const forFree = await officeBooking(office, { pickupAddress: pickup, pickup: there });
    await expect(queued(forFree)).toBeVisible();
    await page.locator(`.leaflet-marker-icon[title^="${free.plate} ·"]`).focus();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('button', { name: `Assegna: ${pickup}` })).toBeVisible();
    await expectAccessible(page, testInfo, 'console-fleet-popup-free');
    await popup.getByRole('button', { name: `Assegna: ${pickup}` }).click();
    const assign = page.getByRole('dialog', { name: 'Assegna corsa' });
    await expect(assign.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(free.plate));
    await expectAccessible(page, testInfo, 'console-assign-from-map');
    await assign.getByRole('button', { name: 'Conferma' }).click();
    await expect(assign).toBeHidden();
    await expect(queued(forFree)).toContainText('Accettata');
    expect(admin.errors).toEqual([]);
    await admin.close();
    await Promise.all([free.close(), busy.close()]);
    await office.dispose();
  });

  test('at 1366×768 the booking, the map and the queue are on one screen; F2, Enter and Esc run a call', onDesktopOnly, async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const office = await officeApi(E2E.appUrl);
    const caller = uniqueMobile();
    const recalled = `Via Aldo Moro ${tag()}, Frosinone`;
    // The caller's last ride, taken and closed: they call again.
    const earlier = await officeBooking(office, { customerPhone: caller, pickupAddress: recalled });
    const taxi = await apiDriverOnline(office);
    expect((await taxi.api.post(`/api/rides/${earlier}/bids`, { data: { driverId: taxi.id, estimatedArrival: 5 } })).ok()).toBe(true);
    const closed = await office.patch(`/api/admin/rides/${earlier}`, { data: { status: 'completed' } });
    expect(closed.ok(), await closed.text()).toBe(true);
    await taxi.close();
    // And someone else is waiting: the queue has a first ride to show.
    await officeBooking(office, {});
    // Alerts head the queue's column until handled (design §10); other specs on this server leave theirs open.
    const alerts = (await (await office.get('/api/admin/alerts')).json()) as Array<{ id: string }>;
    for (const alert of alerts) expect((await office.post(`/api/admin/alerts/${alert.id}/handled`)).ok()).toBe(true);

    const admin = await person(browser, testInfo, E2E.appUrl);
    const { page } = admin;
    await openConsole(page);
    const phone = page.getByTestId('caller-phone');
    const pickup = page.getByTestId('office-pickup-input');
    const book = page.getByRole('button', { name: 'Prenota corsa' });
    await expect(page.getByTestId('open-ride').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('console-first-screen.png') });
    for (const [what, locator] of [
      ['caller', phone],
      ['pickup', pickup],
      ['destination', page.getByTestId('office-dropoff-input')],
      ['Prenota corsa', book],
      ['map', page.getByTestId('fleet-map')],
      ['first ride of the queue', page.getByTestId('open-ride').first()],
    ] as const) {
      expect(await inViewport(page, locator), `${what} inside 1366×768`).toBe(true);
    }

    // The suggestion list shuts on Tab: it never covers the fields below.
    await pickup.fill('Viale Roma');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // Esc empties the form for the next call and goes back to the caller's number.
    await page.keyboard.press('Escape');
    await expect(pickup).toHaveValue('');
    await expect(phone).toBeFocused();

    // From anywhere in the console, F2 is the caller's number.
    await page.getByRole('heading', { name: 'Corse aperte' }).click();
    await page.keyboard.press('F2');
    await expect(phone).toBeFocused();
    // A returning caller, by keyboard alone: the number, then Tab, Enter (their last pickup), Enter (book).
    await page.keyboard.type(caller.replace('+39', ''));
    const recall = page.getByRole('button', { name: `Usa come partenza: ${recalled}` });
    await expect(recall).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(recall).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pickup).toHaveValue(recalled);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByTestId('office-dropoff-input')).toBeFocused();
    await expectAccessible(page, testInfo, 'console-keyboard-booking');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-slot="toast"]').getByText('Corsa prenotata')).toBeVisible();
    await expect(phone).toHaveValue('');
    await expect(phone).toBeFocused();
    const found = (await (await office.get(`/api/admin/rides?q=${encodeURIComponent(caller)}`)).json()) as { total: number };
    expect(found.total).toBe(2);

    expect(admin.errors).toEqual([]);
    await admin.close();
    await office.dispose();
  });
});
