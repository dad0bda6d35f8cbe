import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { startReceiver } from '../../../../test/receiver.ts';
import { depsOf } from '../../../platform/deps.ts';
import { walletEntries } from '../../ledger/wallet/wallet.table.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { recheckBacklinks } from './backlinks.service.ts';

const DAY = 24 * 3600_000;
let t: TTestApp;
/** What the local site answers per path: a page (HTML) or a redirect. */
const site = new Map<string, { html?: string; location?: string }>();
let server: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  server = await startReceiver(
    ({ path }): { status: number; body: string; headers?: Record<string, string> } => {
      const page = site.get(path);
      if (!page) return { status: 404, body: 'no' };
      if (page.location) return { status: 302, headers: { location: page.location }, body: '' };
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page.html ?? '' };
    },
  );
  // The same loopback allowance the webhook tests use (WEBHOOK_ALLOW_LOOPBACK): the site is on 127.0.0.1.
  t = await buildTestApp({
    env: {
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      PUBLIC_URL: 'https://brifa.test',
      OPERATOR_WEBHOOK_URL: 'http://127.0.0.1:9/operators',
      OUTBOX_WORKER: 'false',
    },
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function agency() {
  const account = await agencyAccount(t.app, t.database.db);
  const state = await getBacklink(account.token, account.providerId);
  return { ...account, html: state.BadgeHtml.tr as string, profile: state.ProfileUrl as string };
}

async function getBacklink(token: string, providerId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/Backlink/${providerId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
}

async function submit(token: string, path: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Backlink',
    headers: bearer(token),
    payload: { Url: `${server.url}${path}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
}

/** The agency's side of the reward's ledger transaction (the other leg is the promotions account's). */
const rewardEntries = (providerId: number) =>
  t.database.db
    .select()
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.idempotencyKey, `backlink-reward:${providerId}`),
        eq(walletEntries.reason, 'backlink_reward'),
        gt(walletEntries.amountKurus, 0),
      ),
    );

const page = (body: string) => `<!doctype html><html><body><p>Partners</p>${body}</body></html>`;

describe('backlinks and the badge', () => {
  it('serves the badge as a public SVG per agency in both languages', async () => {
    const a = await agency();
    const state = await getBacklink(a.token, a.providerId);
    for (const [lang, words] of [
      ['tr', 'Brifa’da doğrulanmış ajans'],
      ['en', 'Verified agency on Brifa'],
    ] as const) {
      const url = new URL(state.BadgeUrls[lang]);
      const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain(words);
    }
    expect(state.BadgeHtml.tr).toContain(`href="${a.profile}"`);
    expect(state.BadgeHtml.en).toContain('/agency/');
    expect(state.BadgeHtml.tr).not.toContain('nofollow');
  });

  it('confirms a followed link and gives the credit once, with an operator notice', async () => {
    const a = await agency();
    site.set(`/found-${a.providerId}`, { html: page(a.html) });
    const first = await submit(a.token, `/found-${a.providerId}`);
    expect(first).toMatchObject({ State: 'confirmed', RewardKurus: 50 * 42 * 100 });
    expect(first.RewardedAt).not.toBeNull();

    const again = await submit(a.token, `/found-${a.providerId}`);
    expect(again.State).toBe('confirmed');
    const entries = await rewardEntries(a.providerId);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.amountKurus).toBe(210_000);

    const notices = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'operator:backlink_giveaway'));
    expect(notices.filter((n) => JSON.stringify(n.payload).includes(`#${a.providerId})`))).toHaveLength(1);
  });

  it('says not found, and nofollow, and gives nothing for either', async () => {
    const a = await agency();
    site.set(`/none-${a.providerId}`, {
      html: page('<a href="https://brifa.test/ajans/someone-else">x</a>'),
    });
    expect((await submit(a.token, `/none-${a.providerId}`)).State).toBe('not_found');
    site.set(`/nofollow-${a.providerId}`, {
      html: page(a.html.replace('<a ', '<a rel="nofollow noopener" ')),
    });
    expect((await submit(a.token, `/nofollow-${a.providerId}`)).State).toBe('nofollow');
    site.set(`/sponsored-${a.providerId}`, { html: page(a.html.replace('<a ', "<a rel='sponsored' ")) });
    expect((await submit(a.token, `/sponsored-${a.providerId}`)).State).toBe('nofollow');
    expect(await rewardEntries(a.providerId)).toHaveLength(0);
  });

  it('follows a redirect to a public page’s link but refuses one into a private address', async () => {
    const a = await agency();
    site.set(`/moved-${a.providerId}`, { location: `/found2-${a.providerId}` });
    site.set(`/found2-${a.providerId}`, { html: page(a.html) });
    site.set(`/private-${a.providerId}`, { location: 'http://10.0.0.7/partners' });
    site.set(`/metadata-${a.providerId}`, { location: 'http://169.254.169.254/latest/meta-data/' });

    const priv = await submit(a.token, `/private-${a.providerId}`);
    expect(priv).toMatchObject({
      State: 'unreachable',
      Detail: 'address not allowed (not a public address)',
    });
    const meta = await submit(a.token, `/metadata-${a.providerId}`);
    expect(meta.State).toBe('unreachable');
    expect(await rewardEntries(a.providerId)).toHaveLength(0);

    expect((await submit(a.token, `/moved-${a.providerId}`)).State).toBe('confirmed');
  });

  it('re-checks weekly: a removed link is lost, a restored one confirmed, and the reward is not repeated', async () => {
    const a = await agency();
    const path = `/weekly-${a.providerId}`;
    site.set(path, { html: page(a.html) });
    const first = await submit(a.token, path);
    expect(first.State).toBe('confirmed');
    expect(Date.parse(first.NextCheckAt) - Date.parse(first.CheckedAt)).toBe(7 * DAY);

    site.set(path, { html: page('<p>gone</p>') });
    t.clock.advance(6 * DAY);
    await recheckBacklinks(depsOf(t.app));
    expect((await getBacklink(a.token, a.providerId)).State).toBe('confirmed');

    t.clock.advance(1 * DAY + 60_000);
    await recheckBacklinks(depsOf(t.app));
    expect((await getBacklink(a.token, a.providerId)).State).toBe('lost');

    site.set(path, { html: page(a.html) });
    t.clock.advance(7 * DAY + 60_000);
    await recheckBacklinks(depsOf(t.app));
    expect((await getBacklink(a.token, a.providerId)).State).toBe('confirmed');
    expect(await rewardEntries(a.providerId)).toHaveLength(1);
  });

  it('keeps a client and another agency away from an agency’s link page', async () => {
    const a = await agency();
    const other = await agencyAccount(t.app, t.database.db);
    const client = await signUp(t.app, t.database.db);
    for (const token of [other.token, client.token]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/Backlink/${a.providerId}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().ErrorCode).toBe('BACKLINK_AGENCIES_ONLY');
    }
  });
});
