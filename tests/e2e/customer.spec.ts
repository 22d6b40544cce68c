import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { LiveTestClient } from '../../src/server/testing/live-client';
import { adminApi, expect, forgiveExpectedFailures, latestSmsCode, liveIdentified, test, uniqueMobile } from './support/fixtures';
import { askForCode, expectAccessible, pickAddress } from './support/ride-flow';
import { formatPhoneNumber } from '../../src/shared/phone';
import { onPhoneOnly } from './support/screens';

/** axe on the screen the customer sees now (issue 17: every state the tests reach). */
const accessible = (page: Page, name: string) => expectAccessible(page, test.info(), name);

/**
 * The customer's journey (issue 3, points 1–7) on a phone-sized and a desktop viewport. The driver acts
 * through the API: registered by the office, signed in by SMS code, online, bidding, sending GPS. The journey, the
 * booking for later and the fare screens run on both; the other flows on the phone only, with every screen they
 * check checked at 1366 px too (screens.ts, ADR 229).
 */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** No request may leave the machine: map tiles are answered locally. */
async function offlineTiles(page: Page): Promise<void> {
  await page.route('**/tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG_1X1 }));
}

async function verifyPhone(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  const card = page.getByTestId('phone-verification-card');
  await expect(card.getByText('Verifica Numero di Telefono')).toBeVisible();
  await accessible(page, 'customer-verification-phone');
  const field = card.getByLabel('Numero di cellulare');
  await field.fill(phone.replace('+39', '').slice(0, 5));
  await expect(card.getByRole('button', { name: 'Invia Codice' })).toBeDisabled();
  await field.fill(phone.replace('+39', '')); // +39 is added by the card
  await card.getByRole('button', { name: 'Invia Codice' }).click();
  await expect(card.getByText(`Inserisci il codice inviato a ${phone}`)).toBeVisible();
  await accessible(page, 'customer-verification-code');
  await expect(card.getByText(/Nuovo codice tra \d+\ssecondi/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Verifica' })).toBeDisabled();
  const code = await latestSmsCode(request, phone);
  // One digit per box; focus moves forward by itself and the sixth digit submits.
  await card.getByTestId('otp-box-0').click();
  await page.keyboard.type(code, { delay: 30 });
}

interface DriverApi {
  baseURL: string;
  api: APIRequestContext;
  driverId: string;
  cookie: string;
}

async function signInDriver(admin: APIRequestContext, baseURL: string): Promise<DriverApi> {
  const phone = uniqueMobile();
  const created = await admin.post('/api/admin/drivers', {
    data: { name: 'Mario Rossi', phoneNumber: phone, licensePlate: 'FR123AB', carModel: 'Fiat Tipo', rating: '4.8' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/drivers/verify-phone', { data: { phoneNumber: phone } })).ok()).toBe(true);
  const code = await latestSmsCode(admin, phone);
  const verified = await api.post('/api/drivers/verify-code', { data: { phoneNumber: phone, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { driver } = (await verified.json()) as { driver: { id: string } };
  const online = await api.patch(`/api/drivers/${driver.id}/status`, { data: { isAvailable: true } });
  expect(online.ok(), await online.text()).toBe(true);
  const state = await api.storageState();
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { baseURL, api, driverId: driver.id, cookie };
}

/** A new customer asks for a taxi now, verifying their phone on the way, and waits for a driver. */
async function requestImmediateTaxi(page: Page, request: APIRequestContext): Promise<void> {
  await adminApi(request);
  await page.goto('/');
  await page.getByTestId('pickup-input').fill('Viale Roma, Frosinone');
  await page.getByTestId('dropoff-input').fill('Stazione di Frosinone');
  await page.getByTestId('request-taxi').click();
  await verifyPhone(page, request, uniqueMobile());
  await expect(page.getByTestId('searching-card')).toBeVisible();
}

async function currentRideId(page: Page): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/customers/me/rides?scope=current');
      const body = (await res.json()) as { rides: Array<{ ride: { id: string } }> };
      id = body.rides[0]?.ride.id ?? '';
      return id;
    })
    .not.toBe('');
  return id;
}

/**
 * The driver's GPS as the dashboard sends it: over the live channel, with the driver's session, once the server has
 * confirmed the socket's identity. The caller closes the socket after seeing the position arrive.
 */
async function sendDriverPosition(driver: DriverApi, latitude: number, longitude: number): Promise<LiveTestClient> {
  const live = await LiveTestClient.connect(driver.baseURL, { cookie: driver.cookie, origin: driver.baseURL });
  await live.identify('driver', driver.driverId);
  live.send({ type: 'update_location', data: { driverId: driver.driverId, latitude, longitude } });
  return live;
}

test.describe('customer booking', () => {
  test.beforeEach(async ({ page }) => {
    await offlineTiles(page);
  });

  test('books an immediate taxi, follows the driver, and rates the ride', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await adminApi(request);
    const phone = uniqueMobile();
    // The page's own clock: it runs as usual, and the 30 s of step 6 are skipped rather than waited for.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
    await expect(page.getByText('Attesa media di 5-10 minuti')).toBeVisible();

    // 1. Suggestions: keyboard with wraparound, Escape, then a pick.
    const pickup = page.getByTestId('pickup-input');
    await pickup.fill('Piazza della');
    await expect(page.getByRole('option')).toHaveCount(2);
    await pickup.press('ArrowUp'); // wraps to the last
    await expect(page.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await pickup.press('ArrowDown'); // wraps to the first
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await pickup.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    await pickAddress(page, 'pickup-input', 'Piazza della Libertà', /Piazza della Libertà.*Frosinone/);
    await expect(pickup).toHaveValue(/^Piazza della Libertà, .*Frosinone/);
    await expect(pickup).not.toHaveValue(/Italia$/);
    await expect(page.getByRole('button', { name: 'Calcola Tariffa' })).toHaveCount(0);
    await pickAddress(page, 'dropoff-input', 'Stazione di Frosinone', /Stazione di Frosinone/);

    // 2. Fare breakdown.
    await page.getByRole('button', { name: 'Calcola Tariffa' }).click();
    const fare = page.getByTestId('fare-card');
    await expect(fare.getByText('Supplemento notturno (20%)')).toBeVisible();
    await expect(fare.getByText('Supplemento weekend (15%)')).toBeVisible();
    await expect(fare.getByTestId('fare-total')).toHaveText(/^\d+,\d{2}\s€$/);
    await expect(fare.getByTestId('fare-distance')).toHaveText(/^\d+,\d{2}\skm$/);
    await accessible(page, 'customer-form-with-fare');

    // 4. Request → verification card → searching.
    await page.getByTestId('request-taxi').click();
    await verifyPhone(page, request, phone);
    await expect(page.getByTestId('searching-card')).toBeVisible();
    await expect(page.getByText('Ricerca taxista in corso...')).toBeVisible();
    // The dialog and the form went away under the keyboard: focus (and a screen reader) is on the new card.
    await expect(page.getByTestId('searching-card').getByRole('heading')).toBeFocused();
    await accessible(page, 'customer-searching');

    // 5. A driver accepts, told to the page over its live socket.
    await liveIdentified(page);
    const driver = await signInDriver(request, baseURL!);
    const rideId = await currentRideId(page);
    const bid = await driver.api.post(`/api/rides/${rideId}/bids`, { data: { driverId: driver.driverId, estimatedArrival: 7 } });
    expect(bid.ok(), await bid.text()).toBe(true);
    const card = page.getByTestId('driver-arriving-card');
    await expect(card.getByText('Il tuo taxista sta arrivando')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Il tuo taxista sta arrivando' })).toBeFocused();
    await expect(card.getByRole('heading', { name: 'Il tuo taxista sta arrivando' })).toHaveAttribute('aria-live', 'polite');
    await expect(card.getByTestId('eta-badge')).toHaveText(/^7 min · alle \d\d:\d\d$/);
    await expect(card.getByTestId('driver-name')).toContainText('Mario Rossi');
    await expect(card.getByTestId('driver-plate')).toHaveText('FR123AB');
    await expect(card.getByText('Posizione del taxi')).toBeVisible();
    await expect(card.getByText('Partenza', { exact: true })).toBeVisible();
    await expect(card.getByText('Tariffa stimata')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Chiama il taxista' })).toHaveAttribute('href', /^tel:\+39345\d{7}$/);
    const map = page.getByTestId('ride-map');
    await expect(map).toBeVisible();
    await expect(map).toHaveCSS('height', '300px');
    await expect(map.locator('.ride-marker-pickup')).toHaveCount(1);
    await expect(map.locator('.ride-marker-dropoff')).toHaveCount(1);
    await expect(map.locator('.ride-marker-pickup')).toHaveCSS('width', '40px');

    // The taxi marker appears with this driver's position.
    await liveIdentified(page);
    const driverLive = await sendDriverPosition(driver, 41.6395, 13.345);
    await expect(map.locator('.ride-marker-taxi')).toHaveCount(1);
    // From where the taxi is now, 200 m from the pickup, the badge counts a minute rather than the 7 promised.
    await expect(card.getByTestId('eta-badge')).toHaveText(/^1 min · alle \d\d:\d\d$/);
    driverLive.close();
    // 'Mostra tutto' brings the destination into view with the taxi and the pickup; the next tap follows again.
    const inside = async (marker: string) => {
      const [box, m] = await Promise.all([map.boundingBox(), map.locator(marker).boundingBox()]);
      return !!box && !!m && m.x >= box.x && m.y >= box.y && m.x + m.width <= box.x + box.width && m.y + m.height <= box.y + box.height;
    };
    await map.getByRole('button', { name: 'Mostra tutto' }).click();
    for (const marker of ['.ride-marker-taxi', '.ride-marker-pickup', '.ride-marker-dropoff']) await expect.poll(() => inside(marker)).toBe(true);
    await map.getByRole('button', { name: 'Segui il taxi' }).click();
    await expect(map.getByRole('button', { name: 'Mostra tutto' })).toBeVisible();
    await accessible(page, 'customer-arriving');

    // 7. A reload does not lose the ride.
    await page.reload();
    await expect(page.getByTestId('driver-arriving-card')).toBeVisible();
    await expect(page.getByTestId('eta-badge')).toHaveText(/^1 min · alle \d\d:\d\d$/);

    // 6. 30 s after acceptance: completed and the rating dialog.
    await page.clock.fastForward(30_000);
    const dialog = page.getByTestId('rating-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Valuta la tua corsa')).toBeVisible();
    await expect(dialog.getByText('Come è stata la tua esperienza con Mario Rossi?')).toBeVisible();
    await expect(dialog.getByTestId('rating-label')).toHaveText('Eccellente');
    // Focus starts on the current value, so Enter cannot rate one star by mistake; arrows move along the stars.
    await expect(dialog.getByTestId('rating-star-5')).toBeFocused();
    // Held like a finger does (Radix chooses the focused star when the arrow key is still down as focus arrives).
    await page.keyboard.press('ArrowLeft', { delay: 100 });
    await expect(dialog.getByTestId('rating-star-4')).toBeFocused();
    await expect(dialog.getByTestId('rating-star-4')).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByTestId('rating-label')).toHaveText('Buono');
    await page.keyboard.press('ArrowRight', { delay: 100 });
    await expect(dialog.getByTestId('rating-star-5')).toHaveAttribute('aria-checked', 'true');
    await accessible(page, 'customer-rating');
    await dialog.getByTestId('rating-star-2').hover();
    await expect(dialog.getByTestId('rating-label')).toHaveText('Scarso');
    await dialog.getByTestId('rating-star-4').click();
    await page.mouse.move(0, 0);
    await expect(dialog.getByTestId('rating-label')).toHaveText('Buono');
    await dialog.getByPlaceholder('Condividi la tua esperienza...').fill('Puntuale e gentile');
    await expect(dialog.getByText(/^Percorso: Piazza della Libertà.* → Stazione di Frosinone/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Invia valutazione' }).click();
    await expect(page.getByText('Valutazione inviata', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('pickup-input')).toHaveValue('');
    await expect(page.getByTestId('phone-banner')).toContainText(formatPhoneNumber(phone));

    const ratings = await driver.api.get(`/api/drivers/${driver.driverId}/ratings`);
    expect(((await ratings.json()) as { driver: { totalRatings: number } }).driver.totalRatings).toBe(1);
    await driver.api.dispose();
  });

  test('a completion that failed does not lose the rating: it is retried before the rating is sent', onPhoneOnly, async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await requestImmediateTaxi(page, request);
    await liveIdentified(page);
    const driver = await signInDriver(request, baseURL!);
    const rideId = await currentRideId(page);
    // The phone loses its signal just when the spec's 30 s completion is sent, and again at the first try to rate.
    let offline = true;
    await page.route(`**/api/rides/${rideId}`, (route) =>
      offline && route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    const bid = await driver.api.post(`/api/rides/${rideId}/bids`, { data: { driverId: driver.driverId, estimatedArrival: 5 } });
    expect(bid.ok(), await bid.text()).toBe(true);

    // spec §4: the failure is only logged and the flow goes on: the rating dialog opens all the same.
    await expect(page.getByTestId('driver-arriving-card')).toBeVisible();
    await page.clock.fastForward(30_000);
    const dialog = page.getByTestId('rating-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Invia valutazione' }).click();
    await expect(page.getByText('Valutazione non ancora possibile', { exact: true })).toBeVisible();
    await expect(page.getByText('La corsa non risulta ancora conclusa: riprova tra qualche istante.', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();

    offline = false;
    await dialog.getByRole('button', { name: 'Invia valutazione' }).click();
    await expect(page.getByText('Valutazione inviata', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const ratings = await driver.api.get(`/api/drivers/${driver.driverId}/ratings`);
    expect(((await ratings.json()) as { driver: { totalRatings: number } }).driver.totalRatings).toBe(1);
    // Chromium logs each aborted call as a failed resource.
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i]!.includes('ERR_INTERNET_DISCONNECTED')) consoleErrors.splice(i, 1);
    await driver.api.dispose();
  });

  test('cancels while searching', onPhoneOnly, async ({ page, request }) => {
    await requestImmediateTaxi(page, request);
    await page.getByRole('button', { name: 'Annulla richiesta' }).click();
    await expect(page.getByTestId('searching-card')).toHaveCount(0);
    await expect(page.getByTestId('request-taxi')).toBeVisible();
    const res = await page.request.get('/api/customers/me/rides?scope=history');
    expect(((await res.json()) as { rides: Array<{ ride: { status: string } }> }).rides[0]?.ride.status).toBe('cancelled');
  });

  test('a session ended elsewhere brings the page back to an unverified phone', onPhoneOnly, async ({ page, request, consoleErrors }) => {
    await requestImmediateTaxi(page, request);
    await liveIdentified(page);

    // Signed out from another tab of the same browser: the server ends the session and closes its live socket.
    expect((await page.request.post('/api/customers/logout')).ok()).toBe(true);
    await expect(page.getByTestId('phone-banner')).toHaveCount(0);
    await expect(page.getByTestId('searching-card')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/);
    await page.getByTestId('request-taxi').click();
    await expect(page.getByTestId('phone-verification-card')).toBeVisible();
    forgiveExpectedFailures(consoleErrors, 401);
  });

  test('books for later: Italian calendar, 1-hour rule, confirmation, upcoming list and cancel', async ({ page, request }) => {
    await adminApi(request);
    await page.goto('/');
    await page.getByTestId('pickup-input').fill('Viale Roma, Frosinone');
    await page.getByTestId('dropoff-input').fill('Roma Termini');

    await page.getByRole('tab', { name: 'Prenota' }).click();
    const fields = page.getByTestId('schedule-fields');
    await expect(fields.getByText('Puoi prenotare da 1 ora fino a 30 giorni in anticipo.')).toBeVisible();
    await expect(fields.locator('.rdp-weekday').first()).toHaveText(/^lu/i); // Monday first, Italian
    await accessible(page, 'customer-schedule-fields');
    // The calendar stays inside its box on a 360 px phone.
    const [box, calendar] = await Promise.all([page.getByTestId('calendar-box').boundingBox(), fields.locator('.rdp-root').boundingBox()]);
    expect(calendar!.x).toBeGreaterThanOrEqual(box!.x);
    expect(calendar!.x + calendar!.width).toBeLessThanOrEqual(box!.x + box!.width);

    await page.getByTestId('request-taxi').click();
    await expect(page.getByText('Seleziona data e ora per la prenotazione', { exact: true })).toBeVisible();

    // The next half hour is less than 1 hour ahead: not offered, nor are slots gone by. It is today's, or after 23:30
    // tomorrow's 00:00 (the test must not depend on the time of day it runs at).
    const romeParts = (at: Date) => {
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
    };
    const now = new Date();
    const today = romeParts(now).day;
    const halfHour = 30 * 60_000;
    const next = romeParts(new Date(Math.floor(now.getTime() / halfHour) * halfHour + halfHour));
    const slotGoneBy = romeParts(new Date(Math.floor(now.getTime() / halfHour) * halfHour)).time;
    const dayButton = (day: string) => fields.locator(`[data-day="${day}"] button`);
    if ((await dayButton(next.day).count()) === 0) await fields.locator('.rdp-button_next').click();
    await dayButton(next.day).click();
    await page.getByTestId('time-select').click();
    if (next.day === today) await expect(page.getByRole('option', { name: slotGoneBy, exact: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name: next.time, exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Tomorrow at 10:00 is fine.
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if ((await fields.locator(`[data-day="${tomorrow}"] button`).count()) === 0) await fields.locator('.rdp-button_next').click();
    await fields.locator(`[data-day="${tomorrow}"] button`).click();
    await page.getByTestId('time-select').click();
    await page.getByRole('option', { name: '10:00', exact: true }).click();
    await expect(page.getByTestId('schedule-summary')).toContainText('alle 10:00');
    // A second tap on the chosen day keeps it (between 23:30 and midnight it is also the day tapped above).
    await fields.locator(`[data-day="${tomorrow}"] button`).click();
    await expect(page.getByTestId('schedule-summary')).toContainText('alle 10:00');
    // The chosen day is drawn in the app's yellow, not the date picker's default blue.
    await expect(fields.locator(`[data-day="${tomorrow}"] button`)).not.toHaveCSS('border-color', 'rgb(0, 0, 255)');
    await expect(fields.locator('.rdp-chevron').first()).not.toHaveCSS('fill', 'rgb(0, 0, 255)');

    await page.getByTestId('request-taxi').click();
    await verifyPhone(page, request, uniqueMobile());
    const confirmation = page.getByTestId('scheduled-confirmation');
    await expect(confirmation.getByText('Prenotazione confermata')).toBeVisible();
    const [y, m, d] = tomorrow.split('-');
    await expect(confirmation).toContainText(`${d}/${m}/${y} 10:00`);

    const upcoming = page.getByTestId('upcoming-bookings');
    await expect(upcoming.getByTestId('upcoming-booking')).toHaveCount(1);
    await accessible(page, 'customer-scheduled-confirmation');
    // Reload: the booking is still listed.
    await page.reload();
    await expect(page.getByTestId('upcoming-booking')).toHaveCount(1);
    // Cancelling asks first; 'Indietro' keeps the booking.
    await page.getByRole('button', { name: 'Annulla prenotazione' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Vuoi annullare la prenotazione?' });
    await accessible(page, 'customer-cancel-booking-confirm');
    await ask.getByRole('button', { name: 'Indietro' }).click();
    await expect(page.getByRole('button', { name: 'Annulla prenotazione' })).toBeFocused();
    await expect(page.getByTestId('upcoming-booking')).toHaveCount(1);
    await page.getByRole('button', { name: 'Annulla prenotazione' }).click();
    await ask.getByRole('button', { name: 'Sì, annulla la prenotazione' }).click();
    await expect(page.getByText('Prenotazione annullata', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('upcoming-bookings')).toHaveCount(0);

    // Switching back to Subito clears date and time.
    await page.getByRole('tab', { name: 'Prenota' }).click();
    await page.getByRole('tab', { name: 'Subito' }).click();
    await page.getByRole('tab', { name: 'Prenota' }).click();
    await expect(page.getByTestId('schedule-summary')).toHaveCount(0);

    // The choice is one tab stop: the arrow keys move along it and choose (WAI-ARIA tabs, wrapping).
    await page.getByRole('tab', { name: 'Prenota' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Subito' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Subito' })).toBeFocused();
    await expect(page.getByTestId('schedule-fields')).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Prenota' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('schedule-fields')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Subito' })).toHaveAttribute('tabindex', '-1');
  });

  test('a short ride shows its top-up to the minimum fare on its own line, not inside the distance', async ({ page }) => {
    await page.goto('/');
    await pickAddress(page, 'pickup-input', 'Piazza della Libertà', /Piazza della Libertà.*Frosinone/);
    await pickAddress(page, 'dropoff-input', 'Viale Roma', /Viale Roma.*Frosinone/);
    await page.getByRole('button', { name: 'Calcola Tariffa' }).click();
    const fare = page.getByTestId('fare-card');
    const euros = async (label: string) => {
      const text = await fare.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent();
      return Number(text!.replace(/[^\d,]/g, '').replace(',', '.'));
    };
    await expect(fare.getByText('Integrazione corsa minima', { exact: true })).toBeVisible();
    // The default tariff: 5,00 € base, 1,50 €/km, 8,00 € minimum before any supplement.
    const [base, distance, topUp] = await Promise.all([euros('Tariffa base'), euros('Distanza'), euros('Integrazione corsa minima')]);
    expect(base).toBe(5);
    expect(distance).toBeGreaterThan(0);
    expect(distance).toBeLessThan(3);
    expect(Math.round((base + distance + topUp) * 100)).toBe(800);
    await accessible(page, 'customer-fare-minimum');
  });

  test('shows lookup and fare failures in Italian, not a blank screen', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByTestId('pickup-input').fill('via errore');
    await expect(page.getByText('Errore nel caricamento dei suggerimenti')).toBeVisible();
    // The destination's list covers 'Calcola Tariffa' once its answer comes: the customer picks from it first.
    await pickAddress(page, 'dropoff-input', 'Stazione di Frosinone', /Stazione di Frosinone/);
    await page.getByRole('button', { name: 'Calcola Tariffa' }).click();
    // issue 21: no estimate, said as such, and the booking can go on with the typed address.
    await expect(page.getByTestId('fare-unavailable')).toContainText('Stima della tariffa non disponibile');
    await expect(page.getByTestId('fare-unavailable')).toContainText('Puoi richiedere il taxi lo stesso');
    await expect(page.getByTestId('request-taxi')).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
    // Chromium's log of the two failed answers (suggestions, fare) can reach the test after the page has shown them.
    await expect.poll(() => consoleErrors.filter((e) => e.includes('status of 503')).length).toBe(2);
    forgiveExpectedFailures(consoleErrors, 503);
  });

  test('verification card: wrong code shown inline, backspace moves back, Cambia Numero', onPhoneOnly, async ({ page, request, consoleErrors }) => {
    await adminApi(request);
    const phone = uniqueMobile();
    const card = await askForCode(page, phone);
    const code = await latestSmsCode(request, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await card.getByTestId('otp-box-0').click();
    await page.keyboard.type(wrong, { delay: 20 });
    await expect(card.getByTestId('verification-error')).toHaveText('Codice non valido');
    await accessible(page, 'customer-wrong-code');
    await expect(card.getByTestId('otp-box-0')).toHaveValue('');
    // Focus is back on the first box, ready for the next try (never on the page's body).
    await expect(card.getByTestId('otp-box-0')).toBeFocused();
    // Backspace in an empty box moves back.
    await card.getByTestId('otp-box-0').click();
    await page.keyboard.type('12');
    await page.keyboard.press('Backspace');
    await expect(card.getByTestId('otp-box-1')).toHaveValue('');
    await card.getByRole('button', { name: 'Cambia Numero' }).click();
    await expect(card.getByLabel('Numero di cellulare')).toHaveValue(phone);
    await expect(card.getByLabel('Numero di cellulare')).toBeFocused();
    forgiveExpectedFailures(consoleErrors, 400);

    // Cambia Numero is not a trap: the same number within the resend wait goes back to the code already sent.
    await expect(card.getByTestId('code-still-valid')).toContainText(phone);
    await card.getByRole('button', { name: 'Inserisci il codice' }).click();
    await expect(card.getByTestId('otp-box-0')).toBeFocused();
    await page.keyboard.type(code, { delay: 20 });
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('searching-card')).toBeVisible();
    // The verification dialog closed under the keyboard: focus goes to the card that replaced the form.
    await expect(page.getByTestId('searching-card').getByRole('heading')).toBeFocused();
  });
  test('deletes their data behind a confirmation; a booking still open refuses it with the reason', onPhoneOnly, async ({ page, request, consoleErrors }) => {
    await requestImmediateTaxi(page, request);
    await page.getByRole('button', { name: 'Annulla richiesta' }).click();
    await expect(page.getByTestId('phone-banner')).toBeVisible();
    // A booking for tomorrow is still open.
    const halfHour = 30 * 60_000;
    const tomorrow = new Date(Math.ceil((Date.now() + 26 * 3_600_000) / halfHour) * halfHour).toISOString();
    const booked = await page.request.post('/api/rides', {
      data: { pickupAddress: 'Viale Roma, Frosinone', dropoffAddress: 'Roma Termini', requestType: 'scheduled', scheduledTime: tomorrow },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { rideRequest } = (await booked.json()) as { rideRequest: { id: string } };

    const confirm = page.getByRole('alertdialog', { name: 'Vuoi cancellare i tuoi dati?' });
    await page.getByRole('button', { name: 'Cancella i miei dati' }).click();
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancella i miei dati' }).click();
    await expect(page.getByText('Hai una richiesta o una prenotazione aperta: annullala prima di cancellare i tuoi dati.', { exact: true })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByTestId('phone-banner')).toBeVisible();

    expect((await page.request.post(`/api/rides/${rideRequest.id}/cancel`, { data: {} })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Cancella i miei dati' }).click();
    await confirm.getByRole('button', { name: 'Cancella i miei dati' }).click();
    await expect(page.getByText('Dati cancellati', { exact: true })).toBeVisible();
    await expect(page.getByTestId('phone-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('verifiedPhone'))).toBeNull();
    expect((await page.request.get('/api/customers/session')).ok()).toBe(true);
    expect(await (await page.request.get('/api/customers/session')).json()).toEqual({ customer: null });
    forgiveExpectedFailures(consoleErrors, 409);
    forgiveExpectedFailures(consoleErrors, 401);
  });
});
