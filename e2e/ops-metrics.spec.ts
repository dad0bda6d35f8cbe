import { expect, test } from './support/a11y-test.ts';
import { registerClient } from './support/api-accounts.ts';
import { createProject } from './support/api-projects.ts';
import { opsOperator, signInOperatorInBrowser } from './support/ops.ts';

/**
 * Issue 17, the console's metrics: the home's glance strip leads to /ops/metrics, where every metric has a card
 * with its chart and, as its text alternative, a table of the days; a brief posted today counts in today's row;
 * the 30/90-day switch. Turkish on a desktop, English at 390 px.
 */

const TEXT = {
  tr: {
    glance: 'Bir bakışta (son 30 gün)',
    more: 'Tüm metrikler',
    title: 'Göstergeler',
    briefs: 'Günlük brief',
    cards: ['Brief başına eşleşme', '24 saatte yanıtlanan eşleşmeler', 'Erişim ödemeleri'],
    table: 'Tablo olarak göster',
    day: 'Gün',
    ninety: 'Son 90 gün',
  },
  en: {
    glance: 'At a glance (last 30 days)',
    more: 'All metrics',
    title: 'Metrics',
    briefs: 'Briefs per day',
    cards: ['Matches per brief', 'Matches answered within 24 hours', 'Access payments'],
    table: 'Show as a table',
    day: 'Day',
    ninety: 'Last 90 days',
  },
} as const;

for (const language of ['tr', 'en'] as const) {
  const text = TEXT[language];
  test(`an operator reads the metrics, today's brief included, over 30 and 90 days (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    if (language === 'en') await page.setViewportSize({ width: 390, height: 844 });
    const client = await registerClient(request);
    await createProject(request, client.token);

    await signInOperatorInBrowser(page, await opsOperator(request), language);
    const glance = page.getByRole('region', { name: text.glance });
    await expect(glance).toBeVisible();
    await glance.getByRole('link', { name: text.more }).click();
    await expect(page).toHaveURL(/\/ops\/metrics/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    for (const card of text.cards) await expect(page.getByRole('region', { name: card })).toBeVisible();

    // The chart's text alternative: every day in a table, today's row last, counting the brief just posted.
    const briefs = page.getByRole('region', { name: text.briefs });
    await briefs.getByText(text.table).click();
    const table = briefs.getByRole('table');
    await expect(table.getByRole('columnheader', { name: text.day, exact: true })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(table.locator('tbody tr').last().locator('td').last()).toHaveText(/^\s*[1-9]/);

    await page.getByRole('link', { name: text.ninety }).click();
    await expect(page).toHaveURL(/Days=90/);
    await expect(page.getByRole('link', { name: text.ninety })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('region', { name: text.briefs }).getByText(text.table).click();
    await expect(page.getByRole('region', { name: text.briefs }).locator('tbody tr')).toHaveCount(90);
  });
}
