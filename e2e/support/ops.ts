import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { totpCodeAt } from '../../apps/api/src/modules/ops/operators/totp.ts';

/** The operator console in browser tests (issue 17): an enrolled operator, signed in with password and TOTP. */

export type TE2eOperator = { email: string; password: string; totpSecret: string };

/** A new operator with its authenticator set up, through the development route (the server holds the database). */
export async function opsOperator(
  request: APIRequestContext,
  role: 'operator' | 'admin' = 'operator',
): Promise<TE2eOperator> {
  const created = await request.post('/api/dev/ops/operators', { data: { Role: role, Enrolled: true } });
  expect(created.status()).toBe(201);
  const answer = (await created.json()) as { Email: string; Password: string; TotpSecret: string };
  return { email: answer.Email, password: answer.Password, totpSecret: answer.TotpSecret };
}

const LABELS = {
  tr: {
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Devam et',
    code: 'Doğrulama kodu',
    verify: 'Giriş yap',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    submit: 'Continue',
    code: 'Verification code',
    verify: 'Sign in',
  },
} as const;

/**
 * Opens the console's queue item that a change opened, found by its dedupe key (`job_approval:<id>`,
 * `agreement_review:<id>`, `transfer_confirm:<public id>`) through the development route: the console's home lists
 * only the first items due, and a full test run leaves many open, so a test's own item may not be there.
 */
export async function openQueueItem(page: Page, request: APIRequestContext, dedupeKey: string) {
  const found = await request.get(
    `/api/dev/ops/queue-items/by-key?DedupeKey=${encodeURIComponent(dedupeKey)}`,
  );
  expect(found.ok(), `no queue item ${dedupeKey}`).toBe(true);
  const { Id } = (await found.json()) as { Id: number };
  await page.goto(`/ops/queue/${Id}`);
}

/** Signs the page in at /ops/sign-in: e-mail and password, then the current TOTP code; lands on /ops. */
export async function signInOperatorInBrowser(page: Page, operator: TE2eOperator, language: 'tr' | 'en') {
  await page.context().addCookies([
    { name: 'language', value: language, domain: '127.0.0.1', path: '/' },
    { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
  ]);
  const text = LABELS[language];
  await page.goto('/ops/sign-in');
  // Typed before hydration, the controlled fields would be emptied by it (the form marks itself ready).
  await page.locator('[data-ready]').waitFor();
  await page.getByLabel(text.email).fill(operator.email);
  await expect(page.getByLabel(text.email)).toHaveValue(operator.email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(operator.password);
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await page.getByRole('textbox', { name: text.code }).fill(totpCodeAt(operator.totpSecret, new Date()));
  await page.getByRole('button', { name: text.verify, exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/?$/);
}
