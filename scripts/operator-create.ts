/**
 * Creates an operator of the console (issue 17): the first admin on set-up, or any operator later (admins
 * also create them in the console at /ops/operators). Prints a one-time password to hand over; the operator
 * sets up the authenticator app (TOTP) and gets 10 recovery codes at the first sign-in at /ops/sign-in.
 * Usage: npm run operator:create -- --email <e-mail> --name "<name>" [--role operator|admin]
 * Uses the app's database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 */
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type TOperatorRole, ZEmail } from '@brifa/contracts';
import { createOperator } from '../apps/api/src/modules/ops/operators/operators.service.ts';
import { openConfiguredDatabase } from '../apps/api/src/open-database.ts';
import { ApiError } from '../apps/api/src/platform/api-error.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { standaloneDeps } from '../apps/api/src/standalone-deps.ts';

const usage = 'Usage: npm run operator:create -- --email <e-mail> --name "<name>" [--role operator|admin]';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'operator' },
  },
});
const email = ZEmail.safeParse(values.email ?? '');
const role = values.role as TOperatorRole;
if (!email.success || !values.name?.trim() || !OPERATOR_ROLES.includes(role)) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const deps = await standaloneDeps(config, database);
  const { operator, password } = await createOperator(deps, null, {
    email: email.data,
    name: values.name.trim(),
    role,
  });
  console.log(`Operator #${operator.id} ${operator.email} (${operator.role}) created.`);
  console.log(`One-time password (shown once, hand it over safely): ${password}`);
  console.log('At the first sign-in at /ops/sign-in they set up TOTP and receive 10 recovery codes.');
} catch (error) {
  if (error instanceof ApiError && error.code === 'OPS_OPERATOR_EXISTS') {
    console.error(`An operator with ${email.data} already exists.`);
    process.exit(1);
  }
  throw error;
} finally {
  await database.close();
}
