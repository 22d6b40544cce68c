import { expect, test, uniqueMobile } from './support/fixtures';
import { askForCode, bookNow, driverOnline, expectAccessible, officeApi, person, registerDriver } from './support/ride-flow';
import { E2E } from './support/env';

/**
 * What people see when the product's real waits run out (issue 17): the 90 s before a new SMS code may be asked
 * for, and the 90 s an immediate request waits for a driver. Nothing is shortened for the test, so each takes about
 * two minutes; they run on the phone screen only (the desktop project ignores this file), where the cards are
 * tightest.
 */
test.describe('When a wait runs out', () => {
  test.slow();

  test('after the resend wait, "Invia nuovo codice" sends a new code and focus is on the first box to type it', async ({ browser }, testInfo) => {
    const office = await officeApi(E2E.appUrl);
    const customer = await person(browser, testInfo, E2E.appUrl);
    const { page } = customer;
    const phone = uniqueMobile();
    const card = await askForCode(page, phone.replace('+39', ''));
    const sentCodes = async () => {
      const res = await office.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      return ((await res.json()) as Array<{ code: string | null }>).map((m) => m.code).filter((c): c is string => c !== null);
    };
    await expect.poll(sentCodes).toHaveLength(1);

    const resend = card.getByRole('button', { name: 'Invia nuovo codice' });
    await expect(resend).toBeVisible({ timeout: 100_000 });
    await resend.click();
    await expect.poll(sentCodes).toHaveLength(2);
    // The button vanished under the pointer: focus must not fall to the page's body.
    await expect(card.getByTestId('otp-box-0')).toBeFocused();
    await expectAccessible(page, testInfo, 'customer-verification-resent');

    const [newest] = await sentCodes();
    await page.keyboard.type(newest!);
    await expect(page.getByTestId('searching-card')).toBeVisible();
    expect(customer.errors).toEqual([]);
    await Promise.all([customer.close(), office.dispose()]);
  });

  test('a request nobody takes: the customer can retry or call, and the driver reads "Richiesta scaduta" for a few seconds', async ({
    browser,
  }, testInfo) => {
    const office = await officeApi(E2E.appUrl);
    const driver = await person(browser, testInfo, E2E.appUrl);
    const { phone } = await registerDriver(office);
    await driverOnline(driver.page, office, phone);
    const customer = await person(browser, testInfo, E2E.appUrl);
    const rideId = await bookNow(customer.page, office);
    const request = driver.page.locator(`[data-testid="ride-request"][data-ride-id="${rideId}"]`);
    await expect(request.getByRole('button', { name: 'Accetta' })).toBeVisible();

    const expired = customer.page.getByTestId('expired-card');
    await expect(expired).toBeVisible({ timeout: 130_000 });
    const expiredSeenAt = Date.now();
    await expect(expired).toContainText('Nessun taxista disponibile');
    // The text says "chiamarci": the call is one tap away on the card itself.
    await expect(expired.getByRole('link', { name: 'Chiama il radio taxi' })).toHaveAttribute('href', 'tel:+390775123456');
    await expect(expired.getByRole('button', { name: 'Riprova' })).toBeEnabled();
    await expectAccessible(customer.page, testInfo, 'customer-expired');

    // The driver's card stays, dimmed and without Accetta, long enough to be read, then goes.
    await expect(request.getByText('Richiesta scaduta')).toBeVisible();
    await expect(request.getByRole('button', { name: 'Accetta' })).toHaveCount(0);
    await expectAccessible(driver.page, testInfo, 'driver-request-expired');
    await expect(request).toHaveCount(0, { timeout: 20_000 });
    expect(Date.now() - expiredSeenAt, 'the expired request stayed on the driver’s list for a few seconds').toBeGreaterThanOrEqual(4_000);

    await expired.getByRole('button', { name: 'Riprova' }).click();
    await expect(customer.page.getByTestId('searching-card')).toBeVisible();
    const current = await customer.page.request.get('/api/customers/me/rides?scope=current');
    const [again] = ((await current.json()) as { rides: Array<{ ride: { id: string } }> }).rides;
    expect(again?.ride.id).not.toBe(rideId);
    await expect(driver.page.locator(`[data-testid="ride-request"][data-ride-id="${again!.ride.id}"]`)).toBeVisible();
    expect([...customer.errors, ...driver.errors]).toEqual([]);
    await Promise.all([customer.close(), driver.close(), office.dispose()]);
  });
});
