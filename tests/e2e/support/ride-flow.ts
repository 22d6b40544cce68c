import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page, request as playwrightRequest, type TestInfo } from '@playwright/test';
import axe from 'axe-core';
import { E2E } from './env';
import { expect, latestSmsCode, liveIdentified, uniqueMobile } from './fixtures';
import { otherScreen } from './screens';

/**
 * The people of a ride, each in their own browser context, against any running app (the run's own or one started
 * with other settings): the office through the API, the driver on the dashboard, the customer on the booking page.
 */

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const tag = () => Math.random().toString(36).slice(2, 8);

/** The screens the issue asks for: a 360 px phone and a 1366 px desktop. */
export const screenOf = (testInfo: TestInfo): BrowserContextOptions =>
  testInfo.project.name === 'phone'
    ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1366, height: 768 } };

export interface Person {
  page: Page;
  /** Console errors and uncaught exceptions of this person's pages: the test expects none it did not cause. */
  errors: string[];
  close: () => Promise<void>;
}

/** A person's own browser (cookies, storage, socket), offline map tiles, and a watch on console errors. */
export async function person(browser: Browser, testInfo: TestInfo, baseURL: string, options: BrowserContextOptions = {}): Promise<Person> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', timezoneId: 'Europe/Rome', ...screenOf(testInfo), ...options });
  await context.route('**/tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG_1X1 }));
  const errors: string[] = [];
  context.on('page', (p) => {
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
    });
  });
  const page = await context.newPage();
  return { page, errors, close: () => context.close() };
}

/** Takes off the error list the failed answers a test provoked on purpose (Chromium logs every 4xx). */
export function forgive(errors: string[], status: number): void {
  for (let i = errors.length - 1; i >= 0; i--) if (errors[i]!.includes(`status of ${status}`)) errors.splice(i, 1);
}

/** The office, signed in through the API (registers drivers, reads SMS codes from the dev outbox). */
export async function officeApi(baseURL: string): Promise<APIRequestContext> {
  const office = await playwrightRequest.newContext({ baseURL });
  expect((await office.post('/api/admin/login', { data: { password: E2E.adminPassword } })).ok()).toBe(true);
  return office;
}

/** design §14: a car's seats and features; without them the register gives a saloon's four seats and none. */
export interface Car {
  seats?: number;
  features?: string[];
}

export async function registerDriver(office: APIRequestContext, car: Car = {}) {
  const phone = uniqueMobile();
  const name = `Taxista ${tag()}`;
  const plate = `FR${tag().slice(0, 3).toUpperCase()}XY`;
  const res = await office.post('/api/admin/drivers', {
    data: { name, phoneNumber: phone, licensePlate: plate, carModel: 'Fiat Tipo', licenseNumber: '0427', rating: '4.8', ...car },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { phone, name, plate, id: ((await res.json()) as { id: string }).id };
}

/** Signs the driver in on the dashboard with the SMS code and goes online, socket confirmed. */
export async function driverOnline(page: Page, office: APIRequestContext, phone: string): Promise<void> {
  await page.goto('/driver');
  await page.getByLabel('Numero di cellulare').fill(phone);
  await page.getByRole('button', { name: 'Invia Codice' }).click();
  const code = await latestSmsCode(office, phone);
  await page.getByTestId('otp-box-0').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Vai Online' }).click();
  await expect(page.getByRole('switch')).toBeChecked();
  await liveIdentified(page);
}

/**
 * Types an address and picks the suggestion a customer would: waiting for the list first, since a list that arrives
 * after the field was left would cover the form's buttons at 360 px.
 */
export async function pickAddress(page: Page, testId: string, typed: string, option: RegExp): Promise<void> {
  await page.getByTestId(testId).fill(typed);
  const suggestion = page.getByRole('option', { name: option }).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** On the booking page, a taxi now from Viale Roma to the station typed in, not yet requested. */
export async function fillTrip(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('pickup-input').fill('Viale Roma, Frosinone');
  await page.getByTestId('dropoff-input').fill('Stazione di Frosinone');
}

/** On the booking page, a taxi now from Viale Roma to the station: the phone is asked, typed as `typed`, and a code sent. */
export async function askForCode(page: Page, typed: string) {
  await fillTrip(page);
  await page.getByTestId('request-taxi').click();
  return sendCode(page, typed);
}

async function sendCode(page: Page, typed: string) {
  const card = page.getByTestId('phone-verification-card');
  await card.getByLabel('Numero di cellulare').fill(typed);
  await card.getByRole('button', { name: 'Invia Codice' }).click();
  return card;
}

/**
 * A new customer verifies their phone on the card 'Richiedi Taxi' opened, with the code the office's SMS log holds;
 * answers the ride's id once the search shows.
 */
export async function verifyNewCustomer(page: Page, office: APIRequestContext): Promise<string> {
  const phone = uniqueMobile();
  const card = await sendCode(page, phone.replace('+39', ''));
  const code = await latestSmsCode(office, phone);
  await card.getByTestId('otp-box-0').click();
  await page.keyboard.type(code);
  await expect(page.getByTestId('searching-card')).toBeVisible();
  await liveIdentified(page);
  const res = await page.request.get('/api/customers/me/rides?scope=current');
  const { rides } = (await res.json()) as { rides: Array<{ ride: { id: string } }> };
  expect(rides).toHaveLength(1);
  return rides[0]!.ride.id;
}

/** A new customer asks for a taxi now on the booking page, verifying their phone on the way; returns the ride's id. */
export async function bookNow(page: Page, office: APIRequestContext): Promise<string> {
  await fillTrip(page);
  await page.getByTestId('request-taxi').click();
  return verifyNewCustomer(page, office);
}

/** The driver accepts the request from its card on the dashboard. */
export async function acceptOnDashboard(page: Page, rideId: string, minutes = '4'): Promise<void> {
  const request = page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`);
  await request.getByLabel('Arrivo (min)').fill(minutes);
  await request.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByTestId('active-ride')).toBeVisible();
}

/**
 * No axe-core violation on what the page shows now (WCAG 2.1 A/AA and best practices); with `E2E_SCREENSHOTS=1` the
 * screen is also saved in the test's output folder, to be looked at. In a flow that runs on one project only
 * (screens.ts), the screen is checked at the other width too, with nothing wider than the screen at either.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const other = otherScreen(testInfo.tags);
  if (!other) return expectNoViolations(page, testInfo, name);
  const own = page.viewportSize()!;
  await expectNoSideways(page);
  await expectNoViolations(page, testInfo, name);
  await page.setViewportSize(other);
  try {
    await settled(page);
    await expectNoSideways(page);
    await expectNoViolations(page, testInfo, `${name}-${other.width}`);
  } finally {
    await page.setViewportSize(own);
    await settled(page);
  }
}

/** Two frames: a size change has been laid out and any re-render it caused has been painted. */
export const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function expectNoViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  let found: string[] = [];
  for (let attempt = 1; attempt <= STILL_SCREEN_ATTEMPTS; attempt++) {
    await untilStill(page);
    found = await axeViolations(page);
    if (found.length === 0 || !(await movedSinceStill(page))) break;
  }
  expect(found, `axe on ${name}`).toEqual([]);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Leaflet's tiles and attribution are a third party's markup; the map's own markers and title are ours. */
const NOT_OURS = ['.leaflet-tile-pane', '.leaflet-control-attribution'];

/**
 * axe-core's own API, in the page (ADR 229): its source goes into a document once, at the first check, and each check
 * is one `axe.run` whose violations come back as lines. The app has no frames from another origin to reach.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async (exclude) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run({ exclude }, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, NOT_OURS);
}

/**
 * Colours are judged on a still screen: a half-transparent element fails contrast. A screen that moved while axe ran
 * (a toast leaving after its 5 s, a card fading in on a live update from another test) is checked again, a few times
 * at most, so that a screen which never stops moving still fails.
 */
const STILL_SCREEN_ATTEMPTS = 3;

/** Waits for the finite animations to end (endless ones, spinners and placeholders, run on), and counts from there. */
async function untilStill(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched = window as { motionSinceStill?: number };
    if (watched.motionSinceStill !== undefined) return;
    watched.motionSinceStill = 0;
    for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, () => (watched.motionSinceStill! += 1), true);
  });
  // The count restarts in the same frame that finds the screen still, so nothing that starts after it goes uncounted.
  await page.waitForFunction(() => {
    const still = document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    if (still) (window as { motionSinceStill?: number }).motionSinceStill = 0;
    return still;
  });
}

/** Whether an animation or a transition began since `untilStill` returned. */
const movedSinceStill = (page: Page) => page.evaluate(() => ((window as { motionSinceStill?: number }).motionSinceStill ?? 0) > 0);

/** Nothing is wider than the screen (a 360 px phone scrolls only down). */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
