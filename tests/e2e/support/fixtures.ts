import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './env';

/** Every page is watched: a console error or an uncaught exception fails the test that caused it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // The 404 page is served with status 404 on purpose; Chromium reports that document's status as an error.
          const isDocument404 = message.text().includes('status of 404') && message.location().url === page.url();
          if (!isDocument404) errors.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's live socket is confirmed by the server (`<html data-live="identified">`, set by the one
 * live-socket provider): from then on every event reaches the page, so a test can cause one without guessing a delay.
 */
export async function liveIdentified(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-live', 'identified');
}

/** Deliberate failures (a 503 from our API) are logged by Chromium as resource errors; only those are forgiven. */
export function forgiveExpectedFailures(consoleErrors: string[], status: number): void {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes(`status of ${status}`)) consoleErrors.splice(i, 1);
  }
}

/** Signs an API context in as the office (needed to read the dev SMS outbox). */
export async function adminApi(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/admin/login', { data: { password: E2E.adminPassword } });
  expect(res.ok()).toBe(true);
}

/** The newest SMS code sent to `phone` (E.164), read from the console adapter's outbox. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      const messages = (await res.json()) as Array<{ code: string | null }>;
      code = messages[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/**
 * A fresh Italian mobile number for each use, so parallel tests never share a customer or driver: the worker's
 * slot is one digit of the number (two workers started in the same second once drew the same numbers), the
 * start time and a counter the other six.
 */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
let phoneSequence = Math.floor(Date.now() / 100) % 1_000_000;
export const uniqueMobile = () => `+39345${workerSlot}${String(phoneSequence++ % 1_000_000).padStart(6, '0')}`;

/** A fresh API client with its own cookie jar: another person's browser, for the side a test does not drive. */
export function newApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: E2E.appUrl });
}

/** A customer signed in by SMS code through the real API (the code read from the dev outbox as the office). */
export async function customerApi(office: APIRequestContext): Promise<{ api: APIRequestContext; customerId: string; phone: string }> {
  const api = await newApi();
  const phone = uniqueMobile();
  expect((await api.post('/api/customers/verify-phone', { data: { phoneNumber: phone } })).ok()).toBe(true);
  const code = await latestSmsCode(office, phone);
  const verified = await api.post('/api/customers/verify-code', { data: { phoneNumber: phone, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { api, customerId: ((await verified.json()) as { customerId: string }).customerId, phone };
}
