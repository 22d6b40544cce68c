import type { Page } from '@playwright/test';
import { expect, forgiveExpectedFailures, test } from './support/fixtures';
import { expectAccessible } from './support/ride-flow';

/**
 * A phone on a poor signal: every script is held back until `release` is called. Also records whether the page's
 * title ever left the screen once shown (a blank or spinner moment while the app takes over).
 */
async function holdScripts(page: Page): Promise<{ release: () => void; titleEverLeft: () => Promise<boolean> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const state = { shown: false, left: false };
    (window as unknown as { titleWatch: typeof state }).titleWatch = state;
    new MutationObserver(() => {
      const present = document.querySelector('main h1') !== null;
      if (present) state.shown = true;
      else if (state.shown) state.left = true;
    }).observe(document, { subtree: true, childList: true });
  });
  return {
    release,
    titleEverLeft: () => page.evaluate(() => (window as unknown as { titleWatch: { left: boolean } }).titleWatch.left),
  };
}

test.describe('shared header and routes', () => {
  test('customer page: title, town label, call-us link and the switch to the drivers area', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Radio Taxi', { exact: true })).toBeVisible();
    await expect(header.getByText(/Frosinone/)).toBeVisible();
    const call = header.getByRole('link', { name: /0775 123456/ });
    await expect(call).toHaveAttribute('href', /^tel:\+390775123456$/);
    await header.getByRole('link', { name: 'Area Taxisti' }).click();
    await expect(page).toHaveURL(/\/driver$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Taxista' })).toBeVisible();
  });

  test('drivers page: no call-us link, and the switch back to the customer view', async ({ page }) => {
    await page.goto('/driver');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /0775 123456/ })).toHaveCount(0);
    await header.getByRole('link', { name: 'Vista Cliente' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
  });

  test('admin page has its own title', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a toast opens under the header, never over its buttons or the call link (two rows on a phone)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin');
    await page.getByLabel('Password').fill('password-sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Password non corretta' });
    await expect(toast).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const [header, box] = await Promise.all([page.locator('header').first().boundingBox(), toast.boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    forgiveExpectedFailures(consoleErrors, 401);
  });

  test('before its scripts arrive, the booking page already shows its header and title, then becomes usable', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /0775 123456/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByTestId('pickup-input')).toHaveCount(0);
    scripts.release();
    await expect(page.getByTestId('pickup-input')).toBeEditable();
    expect(await scripts.titleEverLeft()).toBe(false);
  });

  test('a driver without a session sees the sign-in text at once, and the phone field joins it', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/driver', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Taxista' })).toBeVisible();
    await expect(page.getByText(/Accedi con il numero di cellulare registrato dalla centrale/)).toBeVisible();
    scripts.release();
    await expect(page.getByLabel('Numero di cellulare')).toBeEditable();
    await expect(page.getByText('Caricamento...')).toHaveCount(0);
    expect(await scripts.titleEverLeft()).toBe(false);
  });

  test('when the app cannot be downloaded, the page says so and offers to try again', async ({ page, consoleErrors }) => {
    let offline = true;
    await page.route('**/assets/*.js', (route) =>
      offline && !/\/index-[^/]+\.js$/.test(route.request().url()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: 'Impossibile caricare la pagina: controlla la connessione.' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
    offline = false;
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByTestId('pickup-input')).toBeEditable();
    // The refused downloads are this test's premise, not a fault of the page.
    consoleErrors.splice(0, consoleErrors.length);
  });

  test('any other path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/percorso/inesistente');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Pagina non trovata/);
    await expectAccessible(page, test.info(), 'not-found');
    await page.getByRole('link', { name: 'Torna alla prenotazione' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
  });
});
