import { romeDay, slotToInstant } from '../../src/shared/schedule';
import { startApp } from './support/app';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoSideways, officeApi, person, pickAddress } from './support/ride-flow';
import { onDesktopOnly } from './support/screens';

/**
 * design §15 'Tariffe' (issue 27): the office schedules a tariff and draws a fixed-fare route; quotes follow. On a
 * server of its own (the port the console's test also takes, one test at a time per worker), so that the tariff
 * scheduled here prices nobody else's rides. The office's work, on the desktop; each screen checked is also checked
 * at 360 px (screens.ts, ADR 229).
 */

// Two places the fake geocoder knows, about 400 m apart in Frosinone.
const PIAZZA = { lat: 41.6395, lon: 13.3426 };
const VIALE_ROMA = { lat: 41.6372, lon: 13.3462 };

test('the office schedules a new tariff and the next quote after its start uses it; a fixed-fare route shows on the fare card', onDesktopOnly, async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const app = await startApp(E2E.ownServerPort('office-settings', testInfo.parallelIndex), {});
  const office = await officeApi(app.url);
  const admin = await person(browser, testInfo, app.url);
  const customer = await person(browser, testInfo, app.url);
  try {
    const page = admin.page;
    await page.goto('/admin');
    await page.getByLabel('Password').fill(E2E.adminPassword);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('tab', { name: 'Tariffe' }).click();
    const inForce = page.getByTestId('tariff-in-force');
    await expect(inForce).toContainText('dalla configurazione iniziale');
    await expect(inForce).toContainText('5,00 €');
    await expectNoSideways(page);
    await expectAccessible(page, testInfo, 'admin-tariffs');

    // From tomorrow at 00:00 on the Rome clock, a base of 9,00 €.
    const tomorrow = romeDay(new Date(Date.now() + 86_400_000));
    const form = page.getByRole('form', { name: 'Programma una nuova tariffa' });
    await form.getByLabel('Dal giorno').fill(tomorrow);
    await form.getByLabel('Alle ore').fill('00:00');
    await form.getByLabel('Tariffa base (€)').fill('9,00');
    await form.getByRole('button', { name: 'Programma tariffa' }).click();
    const scheduled = page.getByTestId('scheduled-tariffs');
    await expect(scheduled).toContainText(`${tomorrow.split('-').reverse().join('/')} 00:00`);
    await expect(scheduled).toContainText('9,00 €');
    await expect(form.getByLabel('Dal giorno')).not.toHaveAttribute('aria-invalid', 'true');
    // The tariff in force is still today's.
    await expect(inForce.getByText('dalla configurazione iniziale')).toBeVisible();

    // The next quote for a departure after its start uses it; a departure now still has today's base.
    const quote = async (scheduledTime?: string) => {
      const res = await page.request.post('/api/fare/calculate', {
        data: { pickupAddress: 'Piazza della Libertà', dropoffAddress: 'Via Aldo Moro', pickup: PIAZZA, dropoff: { lat: 41.6312, lon: 13.3365 }, scheduledTime },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as { fareDetails: { baseFare: number } };
    };
    expect((await quote(slotToInstant(tomorrow, '10:00')!.toISOString())).fareDetails.baseFare).toBe(9);
    expect((await quote()).fareDetails.baseFare).toBe(5);

    // A fixed-fare route drawn on the map: a tap for A, a tap for B, a name and an amount.
    await page.getByRole('button', { name: 'Nuova tratta' }).click();
    const routeForm = page.getByRole('form', { name: 'Nuova tratta' });
    await routeForm.getByLabel('Nome della tratta').fill('Tratta di prova');
    await routeForm.getByLabel('Importo (€)').fill('12,00');
    const map = routeForm.getByTestId('route-map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.3, y: box.height * 0.5 } });
    await map.click({ position: { x: box.width * 0.7, y: box.height * 0.5 } });
    await expect(routeForm.getByTestId('place-a')).toHaveText(/^\d+\.\d{5}, \d+\.\d{5}$/);
    await expect(routeForm.getByTestId('place-b')).toHaveText(/^\d+\.\d{5}, \d+\.\d{5}$/);
    await expectAccessible(page, testInfo, 'admin-fixed-route-form');
    await routeForm.getByRole('button', { name: 'Salva tratta' }).click();
    const routes = page.getByTestId('fixed-routes');
    await expect(routes).toContainText('Tratta di prova');
    await expect(routes).toContainText('12,00 €');
    await page.getByRole('button', { name: 'Elimina Tratta di prova' }).click();
    await expect(routes).not.toContainText('Tratta di prova');

    // A route between two places of the town: the customer's fare card says 'Tariffa fissa' with its amount.
    const created = await office.post('/api/admin/fixed-routes', {
      data: { name: 'Piazza – Viale Roma', a: { ...PIAZZA, radiusMeters: 150 }, b: { ...VIALE_ROMA, radiusMeters: 150 }, amountCents: 700 },
    });
    expect(created.status()).toBe(201);
    await customer.page.goto('/');
    await pickAddress(customer.page, 'pickup-input', 'Viale Roma', /Viale Roma.*Frosinone/);
    await pickAddress(customer.page, 'dropoff-input', 'Piazza della Libertà', /Piazza della Libertà.*Frosinone/);
    await customer.page.getByRole('button', { name: 'Calcola Tariffa' }).click();
    const fare = customer.page.getByTestId('fare-card');
    await expect(fare.getByText('Tariffa fissa', { exact: true })).toBeVisible();
    await expect(fare.getByTestId('fixed-route-name')).toHaveText('Piazza – Viale Roma');
    await expect(fare.getByTestId('fare-total')).toHaveText('7,00 €');
    await expectAccessible(customer.page, testInfo, 'customer-fixed-fare');
    // Elsewhere: the estimate and its guaranteed maximum.
    await pickAddress(customer.page, 'dropoff-input', 'Via Aldo Moro', /Via Aldo Moro.*Frosinone/);
    await customer.page.getByRole('button', { name: 'Calcola Tariffa' }).click();
    await expect(fare.getByText('Prezzo massimo garantito', { exact: true })).toBeVisible();
    await expect(fare.getByTestId('fare-max')).toHaveText(/^\d+,[05]0\s€$/);
    await expectAccessible(customer.page, testInfo, 'customer-fare-maximum');
    expect([...admin.errors, ...customer.errors]).toEqual([]);
  } finally {
    await admin.close();
    await customer.close();
    await office.dispose();
    await app.stop();
  }
});
