/**
 * `npm run operator -- grant <email>` / `revoke <email>` / `list`: who runs the operations console.
 * Operators are not a company role, so no screen grants it: whoever can reach the database does,
 * on the configured database (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first).
 */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/gateway/platform/config.ts';
import { users } from '../src/gateway/db/schema/accounts.ts';
import { platformOperators } from '../src/gateway/db/schema/operations.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const [command, email] = process.argv.slice(2);
if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
  console.error('Usage: npm run operator -- grant <email> | revoke <email> | list');
  process.exit(2);
}

const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  const { db } = database;
  if (command === 'list') {
    const rows = await db
      .select({ email: users.email, name: users.fullName, since: platformOperators.grantedAt })
      .from(platformOperators)
      .innerJoin(users, eq(users.id, platformOperators.userId));
    for (const row of rows) console.log(`${row.email}\t${row.name}\tsince ${row.since.toISOString().slice(0, 10)}`);
    if (rows.length === 0) console.log('No operators yet.');
  } else {
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, email!.trim().toLowerCase()));
    if (!person) {
      console.error(`No account with the email ${email}. The person signs up first.`);
      process.exitCode = 1;
    } else if (command === 'grant') {
      await db.insert(platformOperators).values({ userId: person.id }).onConflictDoNothing();
      console.log(`${email} is an operator: the operations console is at /operations after their next sign-in.`);
    } else {
      await db.delete(platformOperators).where(eq(platformOperators.userId, person.id));
      console.log(`${email} is no longer an operator.`);
    }
  }
} finally {
  await database.close();
}
