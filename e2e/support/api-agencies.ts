import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_AGENCIES } from '../../apps/api/src/db/seed/demo-agencies.ts';
import { slugify, toAsciiLower } from '../../apps/api/src/platform/slug.ts';
import { body, outbox } from './api-accounts.ts';

/**
 * The demo agencies a fresh server seeds, signed in as their owners: the owner's e-mail is derived the way
 * apps/api/src/db/seed/demo.ts derives it, and a password is set through the forgot-password flow.
 */

export const DEMO_OWNER_PASSWORD = 'Brifa.demo-e2e-2025';

export type TDemoAgencyOwner = {
  /** Position in DEMO_AGENCIES: the seed gives every third agency (index % 3 === 0) a category subscription. */
  index: number;
  slug: string;
  nick: string;
  email: string;
};

const OWNERS: ReadonlyMap<string, TDemoAgencyOwner> = new Map(
  DEMO_AGENCIES.map((agency, index) => {
    const slug = slugify(agency.nick);
    return [
      slug,
      { index, slug, nick: agency.nick, email: `${toAsciiLower(agency.owner[0])}@${agency.domain}` },
    ];
  }),
);

export function demoAgencyBySlug(slug: string): TDemoAgencyOwner | undefined {
  return OWNERS.get(slug);
}

/** The seed never subscribes these; the others may have a subscription covering the brief's category. */
export function neverSubscribed(owner: TDemoAgencyOwner): boolean {
  return owner.index % 3 !== 0;
}

export type TMatchedAgency = TDemoAgencyOwner & { matchId: number; name: string };

/** The agencies matched to a client's brief (GET offer/{key}/matches), each with its demo owner. */
export async function matchedDemoAgencies(
  request: APIRequestContext,
  clientToken: string,
  offerKey: string,
): Promise<TMatchedAgency[]> {
  const answer = await body<{ Items: Array<{ Id: number; Agency: { Name: string; Slug: string } }> }>(
    await request.get(`/api/v1/offer/${offerKey}/matches`, {
      headers: { authorization: `Bearer ${clientToken}` },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  return answer.Data.Items.flatMap((match) => {
    const owner = demoAgencyBySlug(match.Agency.Slug);
    return owner ? [{ ...owner, matchId: match.Id, name: match.Agency.Name }] : [];
  });
}

/**
 * Tokens per owner, shared by every worker of one run: a reset signs the owner's other sessions out and a
 * second code to the same address within two minutes is refused, so each owner's password is reset once per
 * server (the first worker to need it resets it under a lock directory; the others read its token). The files
 * live in the server's data directory, which every run starts empty.
 */
const tokens = new Map<string, string>();
// The server runs from the repository root (playwright.config.ts) and empties its data directory on start.
const TOKEN_DIR = resolve(
  import.meta.dirname,
  '../..',
  process.env.E2E_DATA_DIR ?? './data/e2e',
  'e2e-demo-tokens',
);

async function sharedToken(email: string, make: () => Promise<string>): Promise<string> {
  mkdirSync(TOKEN_DIR, { recursive: true });
  const file = resolve(TOKEN_DIR, `${email}.token`);
  try {
    mkdirSync(`${file}.lock`);
  } catch {
    // Another worker is resetting this owner: wait for its token.
    let token = '';
    await expect
      .poll(
        () => {
          token = existsSync(file) ? readFileSync(file, 'utf8') : '';
          return token;
        },
        { timeout: 30_000, message: `another worker signs ${email} in` },
      )
      .not.toBe('');
    return token;
  }
  const token = await make();
  writeFileSync(file, token);
  return token;
}

export async function demoOwnerToken(request: APIRequestContext, email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const token = await sharedToken(email, () => resetAndSignIn(request, email));
  tokens.set(email, token);
  return token;
}

async function resetAndSignIn(request: APIRequestContext, email: string): Promise<string> {
  const before = (await outbox(request, email)).length;
  const sent = await body(
    await request.post('/api/v1/verification/send', { data: { Purpose: 'reset_password', Email: email } }),
  );
  expect(sent.IsSuccessful, sent.Message).toBe(true);
  let code = '';
  await expect
    .poll(
      async () => {
        const items = await outbox(request, email);
        if (items.length <= before) return '';
        code = /\b(\d{6})\b/.exec(items[0]?.Text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 10_000, message: `a reset code sent to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  const reset = await body(
    await request.put('/api/OAuth/password', {
      data: { Email: email, Code: code, NewPassword: DEMO_OWNER_PASSWORD },
    }),
  );
  expect(reset.IsSuccessful, reset.Message).toBe(true);
  const signedIn = await body<{ Token: string }>(
    await request.post('/api/v1/OAuth/authorize', { data: { Email: email, Password: DEMO_OWNER_PASSWORD } }),
  );
  expect(signedIn.IsSuccessful, signedIn.Message).toBe(true);
  return signedIn.Data.Token;
}

export type TOpportunityAccess = {
  HasAccess: boolean;
  Subscribed: boolean;
  FeeKurus: number;
  BalanceKurus: number;
  UnlockedCount: number;
  UnlockLimit: number;
};

/** GET offer/{key}/for-provider as the agency (a covering subscription grants access on this call). */
export async function opportunityAccess(
  request: APIRequestContext,
  token: string,
  offerKey: string,
): Promise<TOpportunityAccess> {
  const answer = await body<{ Access: TOpportunityAccess }>(
    await request.get(`/api/v1/offer/${offerKey}/for-provider`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  expect(answer.IsSuccessful, answer.Message).toBe(true);
  return answer.Data.Access;
}

/** The agency gets access to a brief it was matched with: a covering subscription, else it pays the fee. */
export async function ensureAccess(
  request: APIRequestContext,
  token: string,
  match: { offerKey: string; matchId: number },
): Promise<void> {
  if ((await opportunityAccess(request, token, match.offerKey)).HasAccess) return;
  const paid = await body(
    await request.post(`/api/v1/MatchedProvider/${match.matchId}/payment`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    }),
  );
  expect(paid.IsSuccessful, paid.Message).toBe(true);
}
