import type { BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/a11y-test.ts';

/**
 * The operator console (issue 17, ops-core): a new operator signs in with password and TOTP (enrolling the
 * authenticator from the secret the page shows, the code computed here), keeps the recovery codes, lands on
 * the console home with its queues, and finds the enrolment in the audit log; in Turkish and English, one
 * at a 390 px phone width. Each test makes its own operator (a TOTP code is good once).
 */

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    email: 'E-posta',
    password: 'Şifre',
    next: 'Devam et',
    enrolTitle: 'İki adımlı doğrulamayı kurun',
    code: 'Doğrulama kodu',
    signIn: 'Giriş yap',
    recoveryTitle: 'Kurtarma kodlarınız',
    keep: 'Kaydettim, devam et',
    home: 'Operasyon ana sayfası',
    queues: 'Kuyruklar',
    deadQueue: 'Teslim edilemeyen mesajlar',
    nav: ['Ana sayfa', 'Arama', 'Göstergeler', 'İşlem kaydı', 'Operatörler'],
    audit: 'İşlem kaydı',
    enrolled: 'Doğrulama kuruldu',
    signOut: 'Çıkış yap',
    signInTitle: 'Operasyon girişi',
    operators: 'Operatörler',
    assign: 'Üstlen',
    resolve: 'Çözüldü olarak kapat',
    note: 'Not (kayda yazılır)',
    resolved: 'Çözüldü',
  },
  en: {
    cookie: 'en-TR',
    email: 'E-mail',
    password: 'Password',
    next: 'Continue',
    enrolTitle: 'Set up two-step verification',
    code: 'Verification code',
    signIn: 'Sign in',
    recoveryTitle: 'Your recovery codes',
    keep: 'I saved them, continue',
    home: 'Ops home',
    queues: 'Queues',
    deadQueue: 'Undelivered messages',
    nav: ['Home', 'Search', 'Metrics', 'Audit log', 'Operators'],
    audit: 'Audit log',
    enrolled: 'Verification set up',
    signOut: 'Sign out',
    signInTitle: 'Ops sign-in',
    operators: 'Operators',
    assign: 'Assign to me',
    resolve: 'Close as resolved',
    note: 'Note (goes into the audit log)',
    resolved: 'Resolved',
  },
} as const;

type TText = (typeof TEXT)[keyof typeof TEXT];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function newOperatorContext(
  browser: import('@playwright/test').Browser,
  text: TText,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'language', value: text.cookie, domain: '127.0.0.1', path: '/' },
    { name: 'country', value: 'TR', domain: '127.0.0.1', path: '/' },
  ]);
  return context;
}

function totpNow(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** Password, then the enrolment with the code computed from the secret on the page, then the recovery codes. */
async function signInAndEnrol(page: Page, text: TText, operator: { Email: string; Password: string }) {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
  await page.locator('[data-ready]').waitFor();
  await page.getByLabel(text.email).fill(operator.Email);
  await page.getByRole('textbox', { name: text.password }).fill(operator.Password);
  await page.getByRole('button', { name: text.next }).click();

  await expect(page.getByRole('heading', { level: 1, name: text.enrolTitle })).toBeVisible();
  const secret = (await page.getByTestId('ops-totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(text.code).fill(totpNow(secret));
  await page.getByRole('button', { name: text.signIn, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: text.recoveryTitle })).toBeVisible();
  await expect(page.getByTestId('ops-recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: text.keep }).click();
  await expect(page).toHaveURL(/\/ops$/);
}

for (const [language, viewport] of [
  ['tr', DESKTOP],
  ['en', DESKTOP],
  ['tr', PHONE],
] as const) {
  const text = TEXT[language];
  test(`an operator signs in with password and TOTP, works a queue item and sees the audit log (${language}, ${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const created = await request.post('/api/dev/ops/operators', { data: { Role: 'admin' } });
    expect(created.status()).toBe(201);
    const operator = (await created.json()) as { Email: string; Password: string; Name: string };

    const context = await newOperatorContext(browser, text, viewport);
    try {
      const page = await context.newPage();
      await signInAndEnrol(page, text, operator);

      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.queues })).toBeVisible();
      await expect(page.getByTestId('ops-queue-outbox_dead')).toContainText(text.deadQueue);
      const nav = page.getByRole('navigation');
      for (const name of text.nav) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page.getByTestId('ops-operator')).toContainText(operator.Name);

      // The enrolment is in the audit log, filtered to this operator.
      await nav.getByRole('link', { name: text.audit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.audit })).toBeVisible();
      await expect(page.getByTestId('ops-audit-rows')).toContainText(text.enrolled);

      // A queue item: assign it to me, close it with a note (the webhook notice links here).
      const item = await request.post('/api/dev/ops/queue-items', { data: { Title: `Check ${language}` } });
      const { Id } = (await item.json()) as { Id: number };
      await page.goto(`/ops/queue/${Id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${Id}`);
      await page.getByRole('button', { name: text.assign }).click();
      await expect(page.getByText(operator.Name, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: text.resolve }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.note).fill('E2E: checked');
      await dialog.getByRole('button', { name: text.resolve }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('ops-item-state')).toHaveText(text.resolved);

      // Admins manage the team.
      await page.getByRole('navigation').getByRole('link', { name: text.operators, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.operators })).toBeVisible();
      await expect(page.getByTestId('ops-operators')).toContainText(operator.Email);

      // Signing out ends the ops session: the console sends back to sign-in.
      await page.getByRole('button', { name: text.signOut }).click();
      await expect(page).toHaveURL(/\/ops\/sign-in/);
      await page.goto('/ops/audit');
      await expect(page).toHaveURL(/\/ops\/sign-in\?next=%2Fops%2Faudit/);
    } finally {
      await context.close();
    }
  });
}
