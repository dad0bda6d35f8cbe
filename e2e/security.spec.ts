import { DEMO_AGENCIES } from '../apps/api/src/db/seed/demo-agencies.ts';
import { slugify } from '../apps/api/src/platform/slug.ts';
import { type BrowserContext, expect, type Page, test } from './support/a11y-test.ts';
import { PASSWORD, registerAgency, registerClient, signIn } from './support/api-accounts.ts';
import { createProject } from './support/api-projects.ts';

/**
 * Issue 15, headers and cookies: signing in leaves the session in an HttpOnly cookie that page script never
 * sees, and the pages' Content-Security-Policy blocks nothing the app itself uses (every
 * `securitypolicyviolation` event of every page is collected and must stay empty).
 */

type TViolation = { directive: string; blocked: string; source: string; sample: string };

/** Collects the CSP violations of every document the context opens, from before any script of the page. */
async function watchViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

async function violations(page: Page): Promise<TViolation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: TViolation[] }).__cspViolations);
}

async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await violations(page), `CSP violations on ${where}`).toEqual([]);
}

const TEXT = {
  tr: {
    language: 'tr-TR',
    login: '/giris',
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Giriş yap',
    hello: 'Merhaba Ayşe',
    logout: 'Çıkış yap',
    home: /\/tr$/,
  },
  en: {
    language: 'en-TR',
    login: '/login',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    hello: 'Hello Ayşe',
    logout: 'Log out',
    home: /127\.0\.0\.1:\d+\/$/,
  },
} as const;

for (const locale of ['tr', 'en'] as const) {
  const text = TEXT[locale];

  test(`signing in keeps the session in an HttpOnly cookie the page cannot read (${locale})`, async ({
    browser,
    request,
  }) => {
    const client = await registerClient(request);
    const context = await browser.newContext();
    try {
      await watchViolations(context);
      await context.addCookies([
        { name: 'language', value: text.language, url: test.info().project.use.baseURL ?? '' },
      ]);
      const page = await context.newPage();
      // The live socket signs in from the cookie on the upgrade; its first frame from the server is `ready`.
      const ready = new Promise<string>((resolve) => {
        page.on('websocket', (socket) =>
          socket.on('framereceived', (frame) => {
            if (String(frame.payload).includes('"ready"')) resolve(socket.url());
          }),
        );
      });

      await page.goto(text.login);
      await page.locator('[data-ready]').waitFor();
      await page.getByRole('textbox', { name: text.email, exact: true }).fill(client.email);
      await page.getByRole('textbox', { name: text.password, exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/client\/timeline$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.hello);

      const cookie = (await context.cookies()).find((c) => c.name === 'auth_token');
      expect(cookie, 'the server set the session cookie').toBeTruthy();
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // Plain http here: Secure only over HTTPS (the API suite checks that).
      expect(cookie?.secure).toBe(false);
      const token = cookie?.value ?? '';
      expect(await page.evaluate(() => document.cookie)).not.toContain(token);
      expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token');
      // Nor is it written into the page.
      expect(await page.content()).not.toContain(token);
      expect(await ready).toMatch(/\/api\/v1\/Live$/);
      await expectNoViolations(page, 'the timeline');

      // Logging out: the server revokes the session and clears the cookie.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: text.logout }).click();
      await expect(page).toHaveURL(text.home);
      expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
      const revoked = await request.post('/api/v1/OAuth/logout', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(revoked.status()).toBe(401);
    } finally {
      await context.close();
    }
  });
}

test('the pages served with a nonce: every inline script carries it, and the headers are set', async ({
  request,
}) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined();

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
  const inline = scripts.filter((attributes) => !/\bsrc=/.test(attributes));
  expect(inline.length).toBeGreaterThan(2);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  for (const style of html.matchAll(/<style\b([^>]*)>/g)) expect(style[1]).toContain(`nonce="${nonce}"`);

  // A second answer has a nonce of its own.
  const again = (await request.get('/')).headers()['content-security-policy'];
  expect(again).not.toContain(nonce);
});

test('the Content-Security-Policy blocks nothing on the home page, the brief pop-up, a profile and the directory', async ({
  page,
  context,
}) => {
  await watchViolations(context);
  await page.goto('/');
  await expectNoViolations(page, 'the home page');

  await page.getByTestId('home-cta').click();
  const flow = page.getByRole('dialog');
  await expect(flow.getByTestId('brief-categories')).toBeVisible();
  await flow.getByTestId('brief-categories').getByRole('button').first().click();
  await expect(page.locator('[data-step="questions"]')).toBeVisible();
  await expectNoViolations(page, 'the brief flow');

  const slug = slugify(DEMO_AGENCIES[0]!.nick);
  await page.goto(`/ajans/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'an agency profile');

  await page.goto('/filter/agency');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'the directory');
});

test('the Content-Security-Policy blocks nothing on the agency’s opportunities and in the chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const agency = await registerAgency(request, 'csp-agency');
  const agencyContext = await browser.newContext();
  const clientContext = await browser.newContext();
  try {
    await watchViolations(agencyContext);
    await signIn(agencyContext, agency.token, 'en-TR');
    const agencyPage = await agencyContext.newPage();
    await agencyPage.goto('/provider/offers');
    await expect(agencyPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoViolations(agencyPage, 'the opportunities');
    await agencyPage.getByTestId('chat-popup-button').click();
    await expect(agencyPage.getByRole('dialog', { name: 'Messages' })).toBeVisible();
    await expectNoViolations(agencyPage, 'the chat drawer');

    // The client's side: the project's matched agencies, then its conversations page (the chat).
    const client = await registerClient(request);
    const project = await createProject(request, client.token);
    await watchViolations(clientContext);
    await signIn(clientContext, client.token, 'tr-TR');
    const clientPage = await clientContext.newPage();
    await clientPage.goto(`/client/projects/${project.OfferKey}/offers`);
    await clientPage.getByTestId('match-card').first().click();
    await expect(clientPage.getByTestId('match-detail')).toBeVisible();
    await expectNoViolations(clientPage, 'the matched agencies');
    await clientPage.goto(`/client/projects/${project.OfferKey}/connection`);
    await expect(clientPage.getByRole('heading', { level: 1 })).toContainText('mesajlar');
    await expectNoViolations(clientPage, 'the chat');
  } finally {
    await agencyContext.close();
    await clientContext.close();
  }
});
