import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bookNow, driverOnline, expectAccessible, expectNoSideways, officeApi, person, registerDriver } from './support/ride-flow';
import { onPhoneOnly } from './support/screens';

/**
 * design §12 in Chromium: the drivers' dashboard installs (manifest, icons, service worker) and opens with no
 * signal; the screen is kept on while online; a new request rings; a push delivered to the service worker becomes
 * a notification only when no page of the site is visible; the customer is offered notifications after booking.
 * On the phone, the device these are for; each screen checked is also checked at 1366 px (screens.ts, ADR 229).
 */

const appUrl = () => String(test.info().project.use.baseURL);

/** Records the Screen Wake Lock requests the page makes (headless Chromium has no screen to keep on). */
const FAKE_WAKE_LOCK = () => {
  const requests: string[] = [];
  const sentinels: Array<{ released: boolean; release: () => Promise<void> }> = [];
  Object.defineProperty(window, '__wakeLock', { value: { requests, sentinels } });
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: (type: string) => {
        requests.push(type);
        const sentinel = Object.assign(new EventTarget(), {
          released: false,
          type,
          release: async () => {
            sentinel.released = true;
          },
        });
        sentinels.push(sentinel);
        return Promise.resolve(sentinel);
      },
    },
  });
};

const wakeLockRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wakeLock: { requests: string[] } }).__wakeLock.requests.length);

async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test('the drivers’ dashboard installs as an app and opens with no signal', onPhoneOnly, async ({ browser }, testInfo) => {
  const driver = await person(browser, testInfo, appUrl());
  const { page } = driver;
  await page.goto('/driver');

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const res = await page.request.get(manifestHref!);
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; purpose: string }> };
  expect(manifest).toMatchObject({
    name: 'Radio Taxi – Dashboard Taxista',
    short_name: 'Taxista',
    lang: 'it',
    start_url: '/driver',
    scope: '/driver',
    display: 'standalone',
    theme_color: '#facc15',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  // The customer's page does not link it: its first load stays as small as it was.
  expect(await (await page.request.get('/')).text()).not.toContain('manifest.webmanifest');

  expect(await serviceWorkerReady(page)).toBe(`${appUrl()}/sw.js`);
  await expect(page.locator('html')).toHaveAttribute('data-app-shell', 'cached');

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Taxista' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sei senza connessione' })).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page, testInfo, 'driver-offline');
  await page.context().setOffline(false);
  await driver.close();
});

test('online, the screen stays on (again when the page is shown again) and a new request rings', onPhoneOnly, async ({ browser }, testInfo) => {
  const office = await officeApi(appUrl());
  const registered = await registerDriver(office);
  const driver = await person(browser, testInfo, appUrl());
  const { page } = driver;
  await page.addInitScript(FAKE_WAKE_LOCK);
  await driverOnline(page, office, registered.phone);

  await expect.poll(() => wakeLockRequests(page)).toBe(1);
  // The browser drops the lock when the page is hidden; shown again, the dashboard asks again.
  await page.evaluate(() => {
    const lock = (window as unknown as { __wakeLock: { sentinels: Array<{ released: boolean }> } }).__wakeLock;
    lock.sentinels[0]!.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => wakeLockRequests(page)).toBe(2);

  const alerts = page.getByRole('button', { name: /Suono e vibrazione/ });
  await expect(alerts).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, testInfo, 'driver-alerts');
  await expectNoSideways(page);

  // 'Vai Online' was the first tap, which lets the page play sound.
  const customer = await person(browser, testInfo, appUrl());
  const rideId = await bookNow(customer.page, office);
  await expect(page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-ride-alert', /^[1-9]/);

  // What a tap on the request's notification opens: the dashboard, on that request.
  await page.goto(`/driver?ride=${rideId}`);
  const card = page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`);
  await expect(card.getByLabel('Arrivo (min)')).toBeFocused();
  expect(new URL(page.url()).search).toBe('');

  // Going offline releases the lock: no more requests for it.
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).not.toBeChecked();
  const before = await wakeLockRequests(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(await wakeLockRequests(page)).toBe(before);

  // Signed in and with no signal, the kept shell opens and says so.
  await expect(page.locator('html')).toHaveAttribute('data-app-shell', 'cached');
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Sei senza connessione' })).toBeVisible();
  await page.context().setOffline(false);
  await customer.close();
  await driver.close();
});

test('a pushed request becomes a notification only when no page of the site is visible', onPhoneOnly, async ({ browser }, testInfo) => {
  const driver = await person(browser, testInfo, appUrl());
  const { page } = driver;
  await page.context().grantPermissions(['notifications'], { origin: appUrl() });
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  await page.goto('/driver');
  await serviceWorkerReady(page);
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${appUrl()}/`)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${appUrl()}/`)!;

  const push = (title: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: appUrl(),
      registrationId,
      data: JSON.stringify({
        kind: 'new_ride_request',
        title,
        body: 'Piazza della Libertà → Stazione',
        url: '/driver?ride=r-1',
        tag: 'ride-r-1',
        rideId: 'r-1',
      }),
    });
  const notifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })),
    );

  // The dashboard is on screen: it has the live channel and its own chime, so no notification.
  await push('Mentre la pagina è visibile');
  await page.waitForTimeout(500);
  expect(await notifications()).toEqual([]);

  // No page of the site visible: the service worker shows it.
  await page.goto('about:blank');
  await push('Nuova richiesta di corsa');
  await page.waitForTimeout(500);
  await page.goto('/driver');
  await expect
    .poll(notifications)
    .toEqual([{ title: 'Nuova richiesta di corsa', body: 'Piazza della Libertà → Stazione', data: { url: '/driver?ride=r-1', kind: 'new_ride_request', rideId: 'r-1' } }]);
  await driver.close();
});

test('after booking (never on load) the customer is offered notifications once; declining changes nothing else', onPhoneOnly, async ({ browser }, testInfo) => {
  const office = await officeApi(appUrl());
  const customer = await person(browser, testInfo, appUrl());
  const { page } = customer;
  await page.goto('/');
  await expect(page.getByTestId('request-taxi')).toBeVisible();
  await expect(page.getByTestId('notify-offer')).toHaveCount(0);

  await bookNow(page, office);
  const offer = page.getByTestId('notify-offer');
  await expect(offer).toContainText('Vuoi un avviso quando il taxi accetta e quando arriva, anche se chiudi la pagina?');
  await expectAccessible(page, testInfo, 'customer-notify-offer');
  await expectNoSideways(page);
  await offer.getByRole('button', { name: 'No, grazie' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByTestId('searching-card')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('searching-card')).toBeVisible();
  await expect(page.getByTestId('notify-offer')).toHaveCount(0);
  await customer.close();
});
