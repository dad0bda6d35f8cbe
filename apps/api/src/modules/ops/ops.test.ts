import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  agenciesEndpoints,
  briefsEndpoints,
  identityEndpoints,
  ledgerEndpoints,
  messagingEndpoints,
  notificationsEndpoints,
  OPS_COOKIE,
  type TEndpoint,
} from '@brifa/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { createOperator, signInOperator, totpCode } from '../../../test/operators.ts';
import { depsOf } from '../../platform/deps.ts';
import { createEventBus } from '../../platform/events.ts';
import { enqueue } from '../outbox/outbox.service.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { withAudit } from './audit/audit.service.ts';
import { opsAuditLog } from './audit/audit.table.ts';
import { DEMO_OPERATOR, seedDemoOperator } from './operators/operators.service.ts';
import { opsRoutesOf } from './operators/ops-route.ts';
import { subscribeOps } from './ops.subscribers.ts';
import { openQueueItem } from './queues/queue.service.ts';
import { opsQueueItems } from './queues/queues.table.ts';

let t: TTestApp;
let hook: Server;
const hookBodies: unknown[] = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      hookBodies.push(JSON.parse(data || '{}'));
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = (hook.address() as AddressInfo).port;
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'https://brifa.test',
      OPERATOR_WEBHOOK_URL: `http://127.0.0.1:${port}/operators`,
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      OUTBOX_MAX_ATTEMPTS: '1',
      OUTBOX_POLL_MS: '600000',
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

const auditCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(opsAuditLog))[0]?.n ?? 0;

function call(method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** A concrete URL for a route pattern (params filled with 1). */
function concrete(url: string) {
  return url.replace(/:[A-Za-z0-9_]+/g, '1');
}

describe('the ops guard', () => {
  it('answers 404 to a client token, an agency token and no token on every ops call', async () => {
    const client = await signUp(t.app, t.database.db);
    const agency = await signUp(t.app, t.database.db, { kind: 'agency' });
    const routes = opsRoutesOf(t.app).filter((r) => !r.signIn);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      for (const headers of [
        bearer(client.token) as Record<string, string>,
        bearer(agency.token),
        { cookie: `auth_token=${client.token}` },
        {},
      ]) {
        const res = await call(
          route.method,
          concrete(route.url),
          headers,
          route.method === 'GET' ? undefined : {},
        );
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json().StatusCode).toBe(404);
      }
    }
  });

  it('refuses an ops token on the client and agency calls (and the other way round)', async () => {
    const operator = await createOperator(t.app);
    const ops = await signInOperator(t.app, operator);
    // Every signed-in GET of /api/v1 without params: 401 with an ops token, as bearer or as the ops cookie.
    const signedIn = [
      agenciesEndpoints,
      briefsEndpoints,
      identityEndpoints,
      ledgerEndpoints,
      messagingEndpoints,
      notificationsEndpoints,
    ]
      .flatMap((table) => Object.values(table) as object[])
      .filter((e): e is TEndpoint => 'method' in e)
      .filter(
        (e) =>
          e.auth === 'required' &&
          e.method === 'GET' &&
          !e.path.includes(':') &&
          // Without a query: Fastify validates it before any preHandler, so a bad one answers 400 first.
          !e.query &&
          e.prefix === '/api/v1',
      );
    expect(signedIn.length).toBeGreaterThan(0);
    for (const endpoint of signedIn) {
      const res = await call('GET', `${endpoint.prefix}${endpoint.path}`, ops.bearer);
      expect(res.statusCode, endpoint.path).toBe(401);
    }
    const me = await call('POST', '/api/v1/user/me/1', ops.bearer);
    expect(me.statusCode).toBe(401);
    // The ops cookie is not the users' cookie.
    const first = signedIn[0]!;
    const byCookie = await call('GET', `${first.prefix}${first.path}`, { cookie: `auth_token=${ops.token}` });
    expect(byCookie.statusCode).toBe(401);
    // And it works where it belongs.
    expect((await call('GET', '/api/v1/ops/me', ops.bearer)).json().Data).toMatchObject({
      Email: operator.email,
    });
    expect((await call('GET', '/api/v1/ops/me', ops.cookie)).statusCode).toBe(200);
  });

  it('refuses an operator on admin calls with 403, and a change by cookie from another site', async () => {
    const operator = await createOperator(t.app, { role: 'operator' });
    const ops = await signInOperator(t.app, operator);
    const create = { Email: 'x.operator@brifa.test', Name: 'X', Role: 'admin' };
    expect((await call('POST', '/api/v1/ops/operators', ops.bearer, create)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/v1/ops/operators/${operator.id}`, ops.bearer, { Role: 'admin' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/ops/operators', ops.bearer)).statusCode).toBe(200);
    const crossSite = await call('POST', '/api/v1/ops/sign-out', {
      ...ops.cookie,
      origin: 'https://evil.test',
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('sign-in with password and TOTP', () => {
  it('gives no session for the password alone', async () => {
    const operator = await createOperator(t.app);
    const res = await call(
      'POST',
      '/api/v1/ops/sign-in',
      {},
      { Email: operator.email, Password: operator.password },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ Stage: 'totp', Enrolment: null });
    expect(res.cookies.find((c) => c.name === OPS_COOKIE)).toBeUndefined();
    // The challenge token is no session either.
    const challenge = res.json().Data.ChallengeToken as string;
    expect((await call('GET', '/api/v1/ops/me', bearer(challenge))).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/ops/me', { cookie: `${OPS_COOKIE}=${challenge}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a wrong password the same as an unknown e-mail', async () => {
    const operator = await createOperator(t.app);
    const wrong = await call(
      'POST',
      '/api/v1/ops/sign-in',
      {},
      { Email: operator.email, Password: 'not-the-one-123' },
    );
    const unknown = await call(
      'POST',
      '/api/v1/ops/sign-in',
      {},
      { Email: 'nobody@brifa.test', Password: 'x' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().Message).toBe(wrong.json().Message);
  });

  it('refuses a wrong code and a replayed one, and closes the challenge after 5 wrong codes', async () => {
    const operator = await createOperator(t.app);
    await signInOperator(t.app, operator);
    const start = async () =>
      (
        await call('POST', '/api/v1/ops/sign-in', {}, { Email: operator.email, Password: operator.password })
      ).json().Data.ChallengeToken as string;
    // The code signInOperator just used: same time step, so a replay.
    const replay = await call(
      'POST',
      '/api/v1/ops/sign-in/second-factor',
      {},
      {
        ChallengeToken: await start(),
        Code: totpCode(t.app, operator),
      },
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().Errors).toHaveProperty('Code');
    const challenge = await start();
    const code = totpCode(t.app, operator);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await call(
        'POST',
        '/api/v1/ops/sign-in/second-factor',
        {},
        { ChallengeToken: challenge, Code: wrongCode },
      );
      expect(res.json().Code ?? res.json().StatusCode).toBe(401);
    }
    t.clock.advance(30_000);
    const late = await call(
      'POST',
      '/api/v1/ops/sign-in/second-factor',
      {},
      {
        ChallengeToken: challenge,
        Code: totpCode(t.app, operator),
      },
    );
    expect(late.statusCode).toBe(401);
    expect(late.json().Message).toMatch(/start again|yeniden başlayın/);
  });

  it('enrols TOTP at the first sign-in and hands out 10 recovery codes, each good once', async () => {
    const operator = await createOperator(t.app, { enrolled: false });
    const first = await call(
      'POST',
      '/api/v1/ops/sign-in',
      {},
      { Email: operator.email, Password: operator.password },
    );
    const data = first.json().Data;
    expect(data.Stage).toBe('enrol');
    expect(data.Enrolment.Uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(data.Enrolment.QrSvg).toMatch(/^<svg/);
    const secret = data.Enrolment.Secret as string;
    t.clock.advance(30_000);
    const done = await call(
      'POST',
      '/api/v1/ops/sign-in/second-factor',
      {},
      {
        ChallengeToken: data.ChallengeToken,
        Code: totpCode(t.app, { totpSecret: secret }),
      },
    );
    expect(done.statusCode).toBe(200);
    const codes = done.json().Data.RecoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const again = async () =>
      (
        await call('POST', '/api/v1/ops/sign-in', {}, { Email: operator.email, Password: operator.password })
      ).json().Data;
    const next = await again();
    expect(next.Stage).toBe('totp');
    const recovered = await call(
      'POST',
      '/api/v1/ops/sign-in/second-factor',
      {},
      {
        ChallengeToken: next.ChallengeToken,
        RecoveryCode: codes[0],
      },
    );
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().Data.RecoveryCodes).toBeNull();
    const reused = await call(
      'POST',
      '/api/v1/ops/sign-in/second-factor',
      {},
      {
        ChallengeToken: (await again()).ChallengeToken,
        RecoveryCode: codes[0],
      },
    );
    expect(reused.statusCode).toBe(401);
    const auditActions = await t.database.db
      .select({ action: opsAuditLog.action })
      .from(opsAuditLog)
      .where(eq(opsAuditLog.subjectId, String(operator.id)));
    expect(auditActions.map((a) => a.action).sort()).toEqual([
      'operator.recovery_code_used',
      'operator.totp_enrol',
    ]);
  });
});

describe('operators (admin)', () => {
  it('creates an operator with a one-time password, and a role change or a disable revokes sessions', async () => {
    const admin = await createOperator(t.app, { role: 'admin' });
    const adminSession = await signInOperator(t.app, admin);
    const created = await call('POST', '/api/v1/ops/operators', adminSession.bearer, {
      Email: 'new.operator@brifa.test',
      Name: 'Yeni Operatör',
      Role: 'operator',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().Data.Password).toHaveLength(20);
    const duplicate = await call('POST', '/api/v1/ops/operators', adminSession.bearer, {
      Email: 'new.operator@brifa.test',
      Name: 'Again',
      Role: 'operator',
    });
    expect(duplicate.statusCode).toBe(409);

    const operator = await createOperator(t.app);
    const session = await signInOperator(t.app, operator);
    expect((await call('GET', '/api/v1/ops/me', session.bearer)).statusCode).toBe(200);
    const before = await auditCount();
    const promoted = await call('PUT', `/api/v1/ops/operators/${operator.id}`, adminSession.bearer, {
      Role: 'admin',
    });
    expect(promoted.json().Data).toMatchObject({ Role: 'admin' });
    expect(await auditCount()).toBe(before + 1);
    expect((await call('GET', '/api/v1/ops/me', session.bearer)).statusCode).toBe(404);

    const again = await signInOperator(t.app, operator);
    await call('PUT', `/api/v1/ops/operators/${operator.id}`, adminSession.bearer, { Disabled: true });
    expect((await call('GET', '/api/v1/ops/me', again.bearer)).statusCode).toBe(404);
    const signIn = await call(
      'POST',
      '/api/v1/ops/sign-in',
      {},
      { Email: operator.email, Password: operator.password },
    );
    expect(signIn.statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('writes exactly one row with the change, and none when the change throws', async () => {
    const operator = await createOperator(t.app);
    const deps = depsOf(t.app);
    const me = { id: operator.id, email: operator.email, name: operator.name, role: operator.role };
    const before = await auditCount();
    await withAudit(
      deps,
      me,
      { action: 'queue.assign', subjectType: 'queue_item', subjectId: 'x1', reason: 'ok' },
      async (tx) => {
        await openQueueItem(tx, {
          kind: 'outbox_dead',
          subjectType: 'outbox_message',
          subjectId: 'x1',
          title: 'x1',
          dedupeKey: 'audit-test-1',
          notify: false,
        });
        return { result: null, before: { a: 1 }, after: { a: 2 } };
      },
    );
    expect(await auditCount()).toBe(before + 1);
    await expect(
      withAudit(
        deps,
        me,
        { action: 'queue.assign', subjectType: 'queue_item', subjectId: 'x2' },
        async (tx) => {
          await openQueueItem(tx, {
            kind: 'outbox_dead',
            subjectType: 'outbox_message',
            subjectId: 'x2',
            title: 'x2',
            dedupeKey: 'audit-test-2',
            notify: false,
          });
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect(await auditCount()).toBe(before + 1);
    const items = await t.database.db
      .select()
      .from(opsQueueItems)
      .where(eq(opsQueueItems.dedupeKey, 'audit-test-2'));
    expect(items).toHaveLength(0);
  });

  it('refuses to update or delete a row', async () => {
    await expect(t.database.db.execute(sql`update ops_audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ops_audit_log`)).rejects.toThrow();
  });

  it('lists and filters the rows in the console', async () => {
    const admin = await createOperator(t.app, { role: 'admin' });
    const session = await signInOperator(t.app, admin);
    const all = (await call('GET', '/api/v1/ops/audit', session.bearer)).json().Data;
    expect(all.Total).toBeGreaterThan(0);
    const mine = (await call('GET', `/api/v1/ops/audit?OperatorId=${admin.id}`, session.bearer)).json().Data;
    expect(mine.Items.every((row: { Operator: { Id: number } }) => row.Operator.Id === admin.id)).toBe(true);
    const byAction = (await call('GET', '/api/v1/ops/audit?Action=operator.create', session.bearer)).json()
      .Data;
    expect(byAction.Items.every((row: { Action: string }) => row.Action === 'operator.create')).toBe(true);
    const future = (await call('GET', '/api/v1/ops/audit?From=2030-01-01', session.bearer)).json().Data;
    expect(future.Total).toBe(0);
  });
});

describe('queues', () => {
  it('opens an item when an outbox message dies, tells the operators with a link, and lets one resolve it', async () => {
    const deps = depsOf(t.app);
    await enqueue(deps, {
      channel: 'webhook',
      to: 'http://127.0.0.1:1/refused',
      template: 'test:dead',
      locale: 'tr',
      rendered: { subject: null, text: 'hello', html: null },
      dedupeKey: 'ops-test-dead',
    });
    await t.app.outboxWorker!.drain();
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, 'ops-test-dead'));
    expect(message?.status).toBe('dead');
    const [item] = await t.database.db
      .select()
      .from(opsQueueItems)
      .where(eq(opsQueueItems.dedupeKey, `outbox_dead:${message!.id}`));
    expect(item).toMatchObject({ kind: 'outbox_dead', state: 'open', subjectId: String(message!.id) });
    expect(JSON.stringify(hookBodies)).toContain(`https://brifa.test/ops/queue/${item!.id}`);

    const operator = await createOperator(t.app);
    const session = await signInOperator(t.app, operator);
    const home = (await call('GET', '/api/v1/ops/home', session.bearer)).json().Data;
    expect(home.Queues.find((q: { Kind: string }) => q.Kind === 'outbox_dead').Open).toBeGreaterThan(0);
    expect(home.Items.some((i: { Id: number }) => i.Id === item!.id)).toBe(true);

    const before = await auditCount();
    const assigned = await call('POST', `/api/v1/ops/queue/${item!.id}/assign`, session.bearer);
    expect(assigned.json().Data.Assignee).toMatchObject({ Id: operator.id });
    const resolved = await call('POST', `/api/v1/ops/queue/${item!.id}/resolve`, session.bearer, {
      Outcome: 'resolved',
      Note: 'Alıcı düzeltildi, yeniden gönderildi.',
    });
    expect(resolved.json().Data).toMatchObject({
      State: 'resolved',
      Note: 'Alıcı düzeltildi, yeniden gönderildi.',
    });
    expect(await auditCount()).toBe(before + 2);
    const twice = await call('POST', `/api/v1/ops/queue/${item!.id}/resolve`, session.bearer, {
      Outcome: 'dismissed',
      Note: 'again',
    });
    expect(twice.statusCode).toBe(409);
    expect(await auditCount()).toBe(before + 2);
  });

  it('is idempotent by dedupe key and lists overdue items first', async () => {
    const deps = depsOf(t.app);
    const open = (key: string, dueAt: Date) =>
      openQueueItem(deps, {
        kind: 'agreement_check',
        subjectType: 'brief',
        subjectId: key,
        title: key,
        dueAt,
        dedupeKey: key,
        notify: false,
      });
    const now = t.clock.now().getTime();
    const late = await open('q-late', new Date(now - 60_000));
    const soon = await open('q-soon', new Date(now + 60_000));
    expect((await open('q-late', new Date(now))).created).toBe(false);
    const operator = await createOperator(t.app);
    const session = await signInOperator(t.app, operator);
    const home = (await call('GET', '/api/v1/ops/home', session.bearer)).json().Data;
    const ids = home.Items.map((i: { Id: number }) => i.Id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(soon.id));
    const agreement = home.Queues.find((q: { Kind: string }) => q.Kind === 'agreement_check');
    expect(agreement.Overdue).toBeGreaterThanOrEqual(1);
    expect(home.Items.find((i: { Id: number }) => i.Id === late.id).Overdue).toBe(true);
  });
});

describe('the states that open items, and the demo operator', () => {
  it('opens an agreement check once when an agreement needs an operator (issue 20)', async () => {
    const bus = createEventBus();
    subscribeOps(bus);
    const deps = { ...depsOf(t.app), events: bus };
    const event = {
      agreement: { id: 987_654, offerId: 1, offerKey: 'AGREED1', matchId: 5, providerId: 7, clientUserId: 1 },
      kind: 'review' as const,
      title: 'Anlaşma #987654 (AGREED1) ajans #7: requested_agency',
    };
    await bus.emit(deps, 'agreement.review_needed', event);
    await bus.emit(deps, 'agreement.review_needed', event);
    const items = await t.database.db
      .select()
      .from(opsQueueItems)
      .where(eq(opsQueueItems.dedupeKey, 'agreement_review:987654'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'agreement_check',
      subjectType: 'agreement',
      subjectId: '987654',
    });
  });

  it('seeds the documented demo admin once, able to sign in with the documented secret', async () => {
    const deps = depsOf(t.app);
    expect(await seedDemoOperator(deps)).toBe(true);
    expect(await seedDemoOperator(deps)).toBe(false);
    const session = await signInOperator(t.app, {
      id: 0,
      email: DEMO_OPERATOR.email,
      name: DEMO_OPERATOR.name,
      role: 'admin',
      password: DEMO_OPERATOR.password,
      totpSecret: DEMO_OPERATOR.totpSecret,
    });
    expect((await call('GET', '/api/v1/ops/me', session.bearer)).json().Data).toMatchObject({
      Role: 'admin',
    });
  });
});
