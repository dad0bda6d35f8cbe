import { VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/accounts.ts';
import { makeAgency } from '../../test/agencies.ts';
import { buildTestApp, type TTestApp } from '../../test/helpers.ts';
import { reviewBody } from '../../test/reviews.ts';
import { providers } from '../modules/identity/accounts/providers.table.ts';
import { addressMatcher, isLoopback } from './client-address.ts';
import { loadConfig } from './config.ts';

let direct: TTestApp;
let proxied: TTestApp;
const IP_LIMIT = 3;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    buildTestApp({ env: { VERIFICATION_IP_LIMIT_PER_HOUR: String(IP_LIMIT) } }),
    buildTestApp({
      env: { VERIFICATION_IP_LIMIT_PER_HOUR: String(IP_LIMIT), TRUSTED_PROXIES: '10.1.0.0/16, 10.2.0.9' },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

const sendCode = (t: TTestApp, from: string, forwardedFor?: string, phone = uniquePhone(), locale = 'tr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/verification/send',
    payload: { Purpose: 'register', CellPhoneNumber: phone },
    remoteAddress: from,
    headers: {
      'accept-language': locale,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });

describe('the client address behind per-address limits', () => {
  it('a forged X-Forwarded-For does not reset the code limit: the connection counts', async () => {
    for (let i = 0; i < IP_LIMIT; i++)
      expect((await sendCode(direct, '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(200);
    const forged = await sendCode(direct, '203.0.113.7', '198.51.100.200');
    expect(forged.statusCode).toBe(429);
    expect(forged.json().ErrorCode).toBe('VERIFICATION_TOO_MANY_SENDS');
    // Not even a header naming loopback or a private address helps.
    expect((await sendCode(direct, '203.0.113.7', '127.0.0.1')).statusCode).toBe(429);
    // Another connecting address has its own count.
    expect((await sendCode(direct, '203.0.113.8', '198.51.100.1')).statusCode).toBe(200);
  });

  it('through a trusted proxy the forwarded client counts, and a client cannot prepend a forged one', async () => {
    for (let i = 0; i < IP_LIMIT; i++)
      expect((await sendCode(proxied, '10.1.4.4', '198.51.100.77')).statusCode).toBe(200);
    expect((await sendCode(proxied, '10.2.0.9', '198.51.100.77')).statusCode).toBe(429);
    // The proxy appends the real address; whatever the client wrote before it is not believed.
    const prepended = await sendCode(proxied, '10.1.4.4', '192.0.2.1, 198.51.100.77');
    expect(prepended.statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await sendCode(proxied, '10.1.4.4', '198.51.100.78')).statusCode).toBe(200);
    // A connection from outside the list is its own client, whatever it forwards.
    for (let i = 0; i < IP_LIMIT; i++)
      expect((await sendCode(proxied, '10.3.0.1', `198.51.100.${100 + i}`)).statusCode).toBe(200);
    expect((await sendCode(proxied, '10.3.0.1', '198.51.100.150')).statusCode).toBe(429);
  });

  it('review confirmations are limited per client address the same way', async () => {
    const agency = await makeAgency(direct.database.db, direct.clock.now(), { name: 'Vekil Ajans' });
    const [row] = await direct.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, agency.providerId));
    const review = (n: number) => reviewBody(row!.slug, { ReviewerEmail: `r${n}@vekil${n}.com.tr` });
    const post = (n: number) =>
      direct.app.inject({
        method: 'POST',
        url: '/api/v1/Review',
        payload: review(n),
        remoteAddress: '203.0.113.60',
        headers: { 'x-forwarded-for': `192.0.2.${n}` },
      });
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push((await post(n)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('codes per destination', () => {
  it(`one number gets at most ${VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY} codes a day, from however many addresses`, async () => {
    const phone = uniquePhone();
    // 13 minutes apart: never more than 5 in an hour, so only the daily limit can stop them.
    for (let i = 0; i < VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY; i++) {
      expect((await sendCode(direct, `198.18.0.${i + 1}`, undefined, phone)).statusCode).toBe(200);
      direct.clock.advance(13 * 60_000);
    }
    const over = await sendCode(direct, '198.18.1.1', undefined, phone, 'en');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      ErrorCode: 'VERIFICATION_TARGET_DAILY_LIMIT',
      Message: `${VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY} codes have been sent to this number or address within a day. Please try again tomorrow.`,
    });
    const turkish = await sendCode(direct, '198.18.1.2', undefined, phone);
    expect(turkish.json().Message).toContain('bir gün içinde');
    // Other numbers from those addresses are not affected; the number itself gets codes again a day later.
    expect((await sendCode(direct, '198.18.0.1')).statusCode).toBe(200);
    direct.clock.advance(24 * 60 * 60_000);
    expect((await sendCode(direct, '198.18.1.3', undefined, phone)).statusCode).toBe(200);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses, CIDRs and the loopback/linklocal/uniquelocal names, and refuses anything else', () => {
    expect(
      loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12, ::1, loopback' }).TRUSTED_PROXIES,
    ).toBeTruthy();
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('matches IPv4-mapped IPv6 socket addresses as their IPv4 address', () => {
    const trusted = addressMatcher(['10.1.0.0/16', 'uniquelocal']);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('192.168.1.1')).toBe(true);
    expect(trusted('8.8.8.8')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});
