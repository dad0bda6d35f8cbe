/**
 * Invites an agency that is not on Brifa yet to one brief: it gets an e-mail (the outbox by default)
 * with a link to /business-opportunity/{key}, where it declines with a reason or joins.
 * Usage: npm run opportunity:invite -- --offer <offer key> --email <address> [--company "<name>"] [--lang tr|en]
 */
import { parseArgs } from 'node:util';
import { inviteAgency } from '../apps/api/src/modules/briefs/opportunities/invitations.service.ts';
import { openConfiguredDatabase } from '../apps/api/src/open-database.ts';
import { ApiError } from '../apps/api/src/platform/api-error.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { standaloneDeps } from '../apps/api/src/standalone-deps.ts';

const { values } = parseArgs({
  options: {
    offer: { type: 'string' },
    email: { type: 'string' },
    company: { type: 'string' },
    lang: { type: 'string' },
  },
});
if (!values.offer || !values.email?.includes('@')) {
  console.error(
    'Usage: npm run opportunity:invite -- --offer <offer key> --email <address> [--company "<name>"] [--lang tr|en]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const link = await inviteAgency(await standaloneDeps(config, database), {
    offerKey: values.offer,
    email: values.email,
    companyName: values.company ?? '',
    locale: values.lang === 'en' ? 'en' : 'tr',
  });
  console.log(`Invitation sent to ${values.email}: ${link}`);
} catch (error) {
  if (error instanceof ApiError && error.code === 'OFFER_NOT_FOUND') {
    console.error(`No brief with key "${values.offer}".`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
