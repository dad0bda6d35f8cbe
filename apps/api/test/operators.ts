import { OPS_COOKIE, type TOperatorRole } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createOperator as createOperatorRow } from '../src/modules/ops/operators/operators.service.ts';
import { operators } from '../src/modules/ops/operators/operators.table.ts';
import { newTotpSecret, totpCodeAt } from '../src/modules/ops/operators/totp.ts';
import { depsOf, type TDeps } from '../src/platform/deps.ts';

/** Test helpers for the operator console: an operator in one line, signed in in one more. */
export type TTestOperator = {
  id: number;
  email: string;
  name: string;
  role: TOperatorRole;
  password: string;
  /** Base32; null when created with `enrolled: false` (the first sign-in enrols). */
  totpSecret: string | null;
};

let counter = 0;

function depsFrom(source: TDeps | FastifyInstance): TDeps {
  return 'server' in source ? depsOf(source as FastifyInstance) : (source as TDeps);
}

/** An operator with a known password and, unless `enrolled: false`, a TOTP secret already enrolled. */
export async function createOperator(
  source: TDeps | FastifyInstance,
  options: { role?: TOperatorRole; email?: string; name?: string; enrolled?: boolean } = {},
): Promise<TTestOperator> {
  const deps = depsFrom(source);
  counter += 1;
  const email = options.email ?? `operator${counter}.${Date.now() % 1e6}@brifa.test`;
  const password = 'ops-test-password-2026';
  const { operator } = await createOperatorRow(deps, null, {
    email,
    name: options.name ?? `Operator ${counter}`,
    role: options.role ?? 'operator',
    password,
  });
  let totpSecret: string | null = null;
  if (options.enrolled !== false) {
    totpSecret = newTotpSecret();
    await deps.db
      .update(operators)
      .set({ totpSecret, totpEnrolledAt: deps.clock.now() })
      .where(eq(operators.id, operator.id));
  }
  return { id: operator.id, email, name: operator.name, role: operator.role, password, totpSecret };
}

/** The current TOTP code of a test operator at the app's clock. */
export function totpCode(app: FastifyInstance, operator: Pick<TTestOperator, 'totpSecret'>): string {
  if (!operator.totpSecret) throw new Error('operator has no TOTP secret');
  return totpCodeAt(operator.totpSecret, app.deps.clock.now());
}

/**
 * Signs an (enrolled) operator in through the real two steps and returns the headers for ops calls: `bearer`
 * (as the web server's loaders send it) and `cookie` (as the browser does; changes also need an origin).
 * Tests run on a fixed clock, so the helper forgets the last used TOTP step first (a real code is good once).
 */
export async function signInOperator(app: FastifyInstance, operator: TTestOperator) {
  await app.deps.database.db
    .update(operators)
    .set({ totpLastStep: null })
    .where(eq(operators.id, operator.id));
  const first = await app.inject({
    method: 'POST',
    url: '/api/v1/ops/sign-in',
    payload: { Email: operator.email, Password: operator.password },
  });
  if (first.statusCode !== 200) throw new Error(`ops sign-in failed: ${first.statusCode} ${first.body}`);
  const challenge = first.json().Data as { ChallengeToken: string };
  const second = await app.inject({
    method: 'POST',
    url: '/api/v1/ops/sign-in/second-factor',
    payload: { ChallengeToken: challenge.ChallengeToken, Code: totpCode(app, operator) },
  });
  if (second.statusCode !== 200)
    throw new Error(`ops second factor failed: ${second.statusCode} ${second.body}`);
  const cookie = second.cookies.find((c) => c.name === OPS_COOKIE);
  if (!cookie) throw new Error('no ops cookie');
  const token = cookie.value;
  return {
    token,
    bearer: { authorization: `Bearer ${token}` },
    cookie: { cookie: `${OPS_COOKIE}=${token}` },
    /** Cookie plus the app's own origin: what a change from the console page sends. */
    cookieChange: { cookie: `${OPS_COOKIE}=${token}`, origin: 'http://localhost' },
  };
}
