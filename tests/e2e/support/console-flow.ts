import type { APIRequestContext, Page } from '@playwright/test';
import { LiveTestClient } from '../../../src/server/testing/live-client';
import { E2E } from './env';
import { expect, latestSmsCode, liveIdentified, newApi } from './fixtures';
import { type Car, registerDriver } from './ride-flow';

/** The office signed in on the page, its live socket identified. */
export async function signInOffice(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello Amministrativo' })).toBeVisible();
  await liveIdentified(page);
}

/** The office signed in on the page, on the 'Centrale' tab (design §10). */
export async function openConsole(page: Page): Promise<void> {
  await signInOffice(page);
  await page.getByRole('tab', { name: 'Centrale' }).click();
  await expect(page.getByRole('form', { name: 'Prenotazione telefonica' })).toBeVisible();
}

/** A registered driver signed in through the API, online, with a live socket that sends positions. */
export async function apiDriverOnline(office: APIRequestContext, car: Car = {}) {
  const driver = await registerDriver(office, car);
  const api = await newApi();
  expect((await api.post('/api/drivers/verify-phone', { data: { phoneNumber: driver.phone } })).ok()).toBe(true);
  const code = await latestSmsCode(office, driver.phone);
  expect((await api.post('/api/drivers/verify-code', { data: { phoneNumber: driver.phone, code } })).ok()).toBe(true);
  expect((await api.patch(`/api/drivers/${driver.id}/status`, { data: { isAvailable: true } })).ok()).toBe(true);
  const cookies = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const live = await LiveTestClient.connect(E2E.appUrl, { cookie: cookies, origin: E2E.appUrl });
  await live.identify('driver', driver.id);
  live.send({ type: 'driver_online', data: { driverId: driver.id } });
  const moveTo = (latitude: number, longitude: number) =>
    live.send({ type: 'update_location', data: { driverId: driver.id, latitude, longitude } });
  return { ...driver, api, live, moveTo, close: async () => (live.ws.close(), api.dispose()) };
}
