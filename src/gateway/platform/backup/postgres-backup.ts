/**
 * PostgreSQL's copy, by its own tools: pg_dump in its custom format reads one snapshot of the whole
 * database (the app's tables, the job queue's schema, the migrations' record) while the gateways go
 * on writing; pg_restore puts it into an empty database. Both come with the PostgreSQL client
 * (`apt-get install postgresql-client`), at least as new as the server.
 *
 * Point-in-time recovery is beyond a dump: it needs the server's continuous archiving of its
 * write-ahead log (README, "Operate it").
 */
import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * The tools' connection: the URL without its password, which goes in PGPASSWORD, so other users of
 * the machine cannot read it in the process list.
 */
function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: `--dbname=${parsed.href}`, env: password ? { PGPASSWORD: password } : {} };
}

function run(command: string, url: string, args: (dbname: string) => string[]): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args(dbname), {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PGCONNECT_TIMEOUT: '10', ...env },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed: it comes with the PostgreSQL client (apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim() || 'no message'}`)),
    );
  });
}

/** pg_dump's custom format into `file`, from one snapshot of the database at `url`. */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return run('pg_dump', url, (dbname) => ['--format=custom', '--no-password', `--file=${file}`, dbname]);
}

/** The tables the database already holds (the first few); none: a restore may go into it. */
export async function postgresTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') order by 1 limit 5`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into the empty database at `url`, in one transaction (all of it or nothing),
 * owned by the user restoring it rather than the one who dumped it.
 */
export function restorePostgres(url: string, file: string): Promise<void> {
  return run('pg_restore', url, (dbname) => [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--no-password',
    dbname,
    file,
  ]);
}
