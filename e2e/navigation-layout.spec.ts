import { type Browser, expect, type Page, test } from './support/a11y-test.ts';
import { registerAgency, registerClient, signIn } from './support/api-accounts.ts';
import { createProject } from './support/api-projects.ts';

/**
 * Issue 16 item 8, in Turkish and English: signed-in users find their main tools in the header (in the menu on
 * a 390 px phone), the "Messages" button covers no content on a phone, the agency's settings tab strip shows
 * every label at 1366 px and has the team's Users tab, and quick directory filter changes keep the URL and the
 * filters in step.
 */

const TEXT = {
  tr: {
    cookie: 'tr-TR',
    main: 'Ana menü',
    openMenu: 'Menüyü aç',
    agencyTools: ['Fırsatlar', 'Tekliflerim', 'Cüzdan', 'Profilim'],
    wallet: 'Cüzdan',
    clientTools: ['Projelerim', 'Ajanslar'],
    messages: /^Mesajlar penceresini aç/,
    users: 'Kullanıcılar',
    teamSize: 'Ekip büyüklüğü',
    teamOption: '10-20 kişi',
    sort: 'Sırala',
    sortOption: 'En yüksek puan',
    teamFacts: /10-20 kişilik ekip/,
  },
  en: {
    cookie: 'en-TR',
    main: 'Main menu',
    openMenu: 'Open menu',
    agencyTools: ['Opportunities', 'My quotes', 'Wallet', 'My profile'],
    wallet: 'Wallet',
    clientTools: ['My projects', 'Agencies'],
    messages: /^Open messages/,
    users: 'Users',
    teamSize: 'Team size',
    teamOption: '10-20 people',
    sort: 'Sort by',
    sortOption: 'Highest rated',
    teamFacts: /team of 10-20/,
  },
} as const;

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

async function openAs(
  browser: Browser,
  token: string | null,
  cookie: string,
  path: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: cookie === 'tr-TR' ? 'tr-TR' : 'en-GB' });
  if (token) await signIn(context, token, cookie);
  else await context.addCookies([{ name: 'language', value: cookie, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

for (const [language, text] of Object.entries(TEXT)) {
  test.describe(`navigation and layout (${language})`, () => {
    test.describe.configure({ timeout: 120_000 });
    test("an agency's tools are in the header, in the menu on a phone; the settings tabs all show", async ({
      browser,
      request,
    }) => {
      const agency = await registerAgency(request, `nav-${language}`);

      const desktop = await openAs(browser, agency.token, text.cookie, '/provider/offers', DESKTOP);
      const header = desktop.getByRole('banner');
      const nav = header.getByRole('navigation', { name: text.main });
      await expect(nav.getByRole('link')).toHaveText([...text.agencyTools]);
      await expect(header.getByRole('button', { name: text.messages })).toBeVisible();
      await nav.getByRole('link', { name: text.wallet, exact: true }).click();
      await expect(desktop).toHaveURL(/\/premium\/wallet-transactions$/);

      // The settings tab strip at 1366 px: every label whole and on screen, the owner's Users tab among them.
      await desktop.goto('/provider/settings/about');
      const tabs = desktop.getByRole('main').getByRole('tablist').first().getByRole('tab');
      await expect(tabs.last()).toHaveText(text.users);
      for (const tab of await tabs.all()) {
        await expect(tab).toBeInViewport({ ratio: 1 });
        const clipped = await tab.evaluate((element) => {
          const label = (element.querySelector('.mantine-Tabs-tabLabel') as HTMLElement | null) ?? element;
          return label.scrollWidth > label.clientWidth || element.scrollWidth > element.clientWidth;
        });
        expect(clipped, `${await tab.textContent()} is cut`).toBe(false);
      }
      await tabs.last().click();
      await expect(desktop).toHaveURL(/\/provider\/settings\/users$/);
      await expect(desktop.getByRole('main').getByRole('tab', { name: text.users })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await desktop.context().close();

      // On a phone: the messages button stays in the header, the tools are in the menu.
      const phone = await openAs(browser, agency.token, text.cookie, '/provider/offers', PHONE);
      const phoneHeader = phone.getByRole('banner');
      await expect(phoneHeader.getByRole('button', { name: text.messages })).toBeVisible();
      await expect(phoneHeader.getByRole('link', { name: text.wallet, exact: true })).toBeHidden();
      await phoneHeader.getByRole('button', { name: text.openMenu }).click();
      const menu = phone.getByRole('dialog').getByRole('navigation', { name: text.main });
      for (const tool of text.agencyTools) {
        await expect(menu.getByRole('link', { name: tool, exact: true }).first()).toBeVisible();
      }
      // Once: the tools and the account's links no longer both list the wallet.
      await expect(
        phone.getByRole('dialog').getByRole('link', { name: text.wallet, exact: true }),
      ).toHaveCount(1);
      await menu.getByRole('link', { name: text.wallet, exact: true }).click();
      await expect(phone).toHaveURL(/\/premium\/wallet-transactions$/);
      await phone.context().close();
    });

    test("a client's projects are in the header; on a phone nothing floats over the last card", async ({
      browser,
      request,
    }) => {
      const client = await registerClient(request);
      await createProject(request, client.token);

      const desktop = await openAs(browser, client.token, text.cookie, '/client/timeline', DESKTOP);
      const nav = desktop.getByRole('banner').getByRole('navigation', { name: text.main });
      await expect(nav.getByRole('link')).toHaveText([...text.clientTools]);
      await expect(desktop.getByRole('banner').getByRole('button', { name: text.messages })).toBeVisible();
      await desktop.context().close();

      const phone = await openAs(browser, client.token, text.cookie, '/client/timeline', PHONE);
      const card = phone.getByTestId('project-card').last();
      await expect(card).toBeVisible({ timeout: 20_000 });
      // The card at the bottom of the screen, where a floating button sat: every point of it that is on screen
      // belongs to the card, so nothing floats over it.
      const covered = await card.evaluate((element) => {
        element.scrollIntoView({ block: 'end' });
        const box = element.getBoundingClientRect();
        const points: string[] = [];
        for (let i = 1; i < 10; i++) {
          for (let j = 1; j < 10; j++) {
            const x = box.left + (box.width * i) / 10;
            const y = box.top + (box.height * j) / 10;
            if (y < 64 || y > window.innerHeight) continue; // under the sticky header, or off screen
            const hit = document.elementFromPoint(x, y);
            if (hit && !element.contains(hit))
              points.push(`${Math.round(x)},${Math.round(y)}: ${hit.outerHTML.slice(0, 80)}`);
          }
        }
        return points;
      });
      expect(covered).toEqual([]);
      const link = card.getByRole('link').last();
      const href = await link.getAttribute('href');
      await link.click();
      await expect(phone).toHaveURL(new RegExp(`${href}$`));

      await phone.getByRole('banner').getByRole('button', { name: text.openMenu }).click();
      const menu = phone.getByRole('dialog').getByRole('navigation', { name: text.main });
      for (const tool of text.clientTools) {
        await expect(menu.getByRole('link', { name: tool, exact: true })).toBeVisible();
      }
      await phone.context().close();
    });

    test('quick directory filter changes keep the URL and the filters in step', async ({ browser }) => {
      const page = await openAs(browser, null, text.cookie, '/filter/agency', { width: 1280, height: 900 });
      // Answers take a while, as on a slow connection: the second choice comes before the first one's answer.
      await page.route(/\.data(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      // The filters are native selects: a choice applies at once once the page has hydrated.
      await page.waitForLoadState('networkidle');
      const teamSize = page.getByRole('combobox', { name: text.teamSize, exact: true });
      const sort = page.getByRole('combobox', { name: text.sort, exact: true });
      await teamSize.selectOption({ label: text.teamOption });
      await sort.selectOption({ label: text.sortOption });

      await expect(page).toHaveURL(/TeamSize=10-20/);
      await expect(page).toHaveURL(/Sort=rating/);
      await page.waitForLoadState('networkidle');
      await expect(teamSize.locator('option:checked')).toHaveText(text.teamOption);
      await expect(sort.locator('option:checked')).toHaveText(text.sortOption);
      const cards = page.getByTestId('agency-card');
      // The list is replaced when the last answer arrives: every card then has a team of 10-20.
      await expect
        .poll(async () => {
          const texts = await cards.allTextContents();
          return texts.length > 0 && texts.every((card) => text.teamFacts.test(card));
        })
        .toBe(true);
      await page.context().close();
    });
  });
}
