import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { totpCodeAt } from '../../apps/api/src/modules/ops/operators/totp.ts';
import { body } from './api-accounts.ts';

/** The operator console in browser tests (issue 17): an enrolled operator, signed in with password and TOTP. */

export type TE2eOperator = { email: string; password: string; totpSecret: string };

let counter = 0;

/** A new operator through the development route (the server's database is not open to commands meanwhile). */
export async function opsOperator(request: APIRequestContext, role: 'operator' | 'admin' = 'operator') {
  counter += 1;
  const email = `ops.${Date.now()}.${counter}.${Math.random().toString(36).slice(2, 6)}@brifa.test`;
  const answer = await body<{ Email: string; Password: string; TotpSecret: string }>(
    await request.post('/api/dev/ops/operator', {
      data: { Email: email, Name: `Operatör ${counter}`, Role: role },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  return { email: answer.Data.Email, password: answer.Data.Password, totpSecret: answer.Data.TotpSecret };
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

/** Signs the page in at /ops/sign-in: e-mail and password, then the current TOTP code; lands on /ops. */
export async function signInOperatorInBrowser(page: Page, operator: TE2eOperator, language: 'tr' | 'en') {
  await page.context().addCookies([
    { name: 'language', value: language, domain: '127.0.0.1', path: '/' },
    { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
  ]);
  const text = LABELS[language];
  await page.goto('/ops/sign-in');
  await page.getByLabel(text.email).fill(operator.email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(operator.password);
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await page.getByRole('textbox', { name: text.code }).fill(totpCodeAt(operator.totpSecret, new Date()));
  await page.getByRole('button', { name: text.verify, exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/?$/);
}
