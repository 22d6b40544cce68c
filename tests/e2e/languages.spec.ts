import type { Page, TestInfo } from '@playwright/test';
import { expect, latestSmsCode, liveIdentified, test, uniqueMobile } from './support/fixtures';
import { acceptOnDashboard, driverOnline, expectAccessible, officeApi, person, pickAddress, registerDriver } from './support/ride-flow';
import { onPhoneOnly } from './support/screens';

/** What a visitor reads at each step, in their language (design §16). */
const WORDS = {
  en: {
    locale: 'en-GB',
    title: 'Book your taxi',
    fare: 'Work out fare',
    fareTitle: 'Estimated fare',
    night: 'Night supplement (20%)',
    total: /^€\d+\.\d{2}$/,
    verifyTitle: 'Verify your phone number',
    phoneLabel: 'Mobile number',
    sendCode: 'Send code',
    searching: 'Looking for a driver...',
    arriving: 'Your driver is on the way',
    eta: /^4 min · at \d\d:\d\d$/,
    rateTitle: 'Rate your ride',
    excellent: 'Excellent',
    comment: 'Tell us how it went...',
    send: 'Send rating',
    sent: 'Rating sent',
  },
  de: {
    locale: 'de-DE',
    title: 'Taxi bestellen',
    fare: 'Fahrpreis berechnen',
    fareTitle: 'Geschätzter Fahrpreis',
    night: 'Nachtzuschlag (20 %)',
    total: /^\d+,\d{2}\s€$/,
    verifyTitle: 'Telefonnummer bestätigen',
    phoneLabel: 'Handynummer',
    sendCode: 'Code senden',
    searching: 'Fahrer wird gesucht...',
    arriving: 'Dein Fahrer ist unterwegs',
    eta: /^4 Min\. · um \d\d:\d\d$/,
    rateTitle: 'Bewerte deine Fahrt',
    excellent: 'Ausgezeichnet',
    comment: 'Erzähl uns, wie es war...',
    send: 'Bewertung senden',
    sent: 'Bewertung gesendet',
  },
} as const;

test.describe('a visitor in English or German (design §16)', () => {
  for (const [language, words] of Object.entries(WORDS)) {
    test(`books, verifies, follows and rates in ${language}, from a browser in ${words.locale}`, onPhoneOnly, async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(180_000);
      const office = await officeApi(baseURL!);
      const customer = await person(browser, testInfo, baseURL!, { locale: words.locale });
      const { page } = customer;

      // The server draws the first screen in the browser's language: nothing Italian flashes before the scripts.
      const html = await (await page.request.get('/', { headers: { 'accept-language': words.locale } })).text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(words.title);

      await page.clock.install();
      await page.goto('/');
      // The visitor picks each address from its suggestions: a list still arriving would cover the fare button.
      await pickAddress(page, 'pickup-input', 'Viale Roma', /Viale Roma.*Frosinone/);
      await pickAddress(page, 'dropoff-input', 'Stazione di Frosinone', /Stazione di Frosinone/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await page.getByRole('button', { name: words.fare }).click();
      const fare = page.getByTestId('fare-card');
      await expect(fare.getByText(words.fareTitle)).toBeVisible();
      await expect(fare.getByText(words.night)).toBeVisible();
      await expect(fare.getByTestId('fare-total')).toHaveText(words.total);
      await expectAccessible(page, testInfo, `${language}-booking`);

      await page.getByTestId('request-taxi').click();
      const card = page.getByTestId('phone-verification-card');
      await expect(card.getByText(words.verifyTitle)).toBeVisible();
      const phone = uniqueMobile();
      await card.getByLabel(words.phoneLabel).fill(phone.replace('+39', ''));
      await expectAccessible(page, testInfo, `${language}-verification`);
      await card.getByRole('button', { name: words.sendCode }).click();
      const code = await latestSmsCode(office, phone);
      await card.getByTestId('otp-box-0').click();
      await page.keyboard.type(code);
      await expect(page.getByText(words.searching)).toBeVisible();
      await liveIdentified(page);

      // An Italian driver takes it; the visitor follows it in their language.
      const driver = await person(browser, testInfo, baseURL!);
      const registered = await registerDriver(office);
      await driverOnline(driver.page, office, registered.phone);
      const rideId = await currentRideId(page);
      await acceptOnDashboard(driver.page, rideId);
      const arriving = page.getByTestId('driver-arriving-card');
      await expect(arriving.getByRole('heading', { name: words.arriving })).toBeVisible();
      await expect(arriving.getByTestId('eta-badge')).toHaveText(words.eta);
      await expectAccessible(page, testInfo, `${language}-arriving`);

      await rates(page, testInfo, language, words);
      await driver.close();
      await customer.close();
      await office.dispose();
    });
  }

  test('the switch changes the page in place, is remembered, and reaches the drivers’ area', onPhoneOnly, async ({ browser, baseURL }, testInfo) => {
    const visitor = await person(browser, testInfo, baseURL!);
    const { page } = visitor;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prenota il tuo Taxi' })).toBeVisible();
    await page.getByTestId('pickup-input').fill('Viale Roma, Frosinone');
    // Whatever the page holds survives the switch: it is not a reload.
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

    const switcher = page.getByRole('group', { name: 'Lingua' });
    await switcher.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Book your taxi' })).toBeVisible();
    await expect(page.getByText('Average wait of 5–10 minutes')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('pickup-input')).toHaveValue('Viale Roma, Frosinone');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expectAccessible(page, testInfo, 'switch-en');

    // No signal when the German texts are asked for: the page stays in English and says so; the next tap works.
    const germanCatalogue = /\/assets\/de-[^/]+\.js$/;
    await page.route(germanCatalogue, (route) => route.abort('internetdisconnected'));
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByText('The language could not be changed: check your connection and try again.', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Book your taxi' })).toBeVisible();
    await page.unroute(germanCatalogue);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Taxi bestellen' })).toBeVisible();
    await expectAccessible(page, testInfo, 'switch-de');

    // Remembered on the device, and the server draws the next first screen in it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Taxi bestellen' })).toBeVisible();

    // The drivers' area follows the same choice, its switch in the header.
    await page.getByRole('link', { name: 'Fahrerbereich' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fahrer-Dashboard' })).toBeVisible();
    await expect(page.getByTestId('language-switch')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('link', { name: 'Kundenansicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Taxi bestellen' })).toBeVisible();
    await visitor.close();
  });
});

async function currentRideId(page: Page): Promise<string> {
  const res = await page.request.get('/api/customers/me/rides?scope=current');
  const { rides } = (await res.json()) as { rides: Array<{ ride: { id: string } }> };
  return rides[0]!.ride.id;
}

/** 30 s after acceptance the page completes the ride (spec §4) and asks for the rating. */
async function rates(page: Page, testInfo: TestInfo, language: string, words: (typeof WORDS)[keyof typeof WORDS]): Promise<void> {
  await page.clock.fastForward(30_000);
  const dialog = page.getByTestId('rating-dialog');
  await expect(dialog.getByText(words.rateTitle)).toBeVisible();
  await expect(dialog.getByTestId('rating-label')).toHaveText(words.excellent);
  await dialog.getByPlaceholder(words.comment).fill('👍');
  await expectAccessible(page, testInfo, `${language}-rating`);
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(page.getByText(words.sent, { exact: true })).toBeVisible();
}
