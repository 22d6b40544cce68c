import { expect, test } from './support/fixtures';

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

  test('any other path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/percorso/inesistente');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
