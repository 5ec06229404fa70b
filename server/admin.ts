/**
 * `npm run admin -- <command>`: what the marketplace's own staff do before anyone can sign in.
 * It opens the database as the server does (DATABASE_URL, else the PGlite directory DATA_DIR or
 * --data-dir), brings it up to date, and prints links on PUBLIC_URL. Exit status: 0 done, 1
 * refused (the message says why), 2 a command or option that is wrong.
 */
import { parseArgs } from 'node:util';
import { UserEmailSchema, UserNameSchema } from '../src/contract/auth';
import { createDatabase, type DatabaseHandle } from './db/client';
import { createOperator, operatorPasswordLink } from './services/operator';
import { ServiceError } from './services/errors';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-operator --email <address> --name <name>
      Make a marketplace operator (staff of the marketplace, in no company) and print a link,
      working once within 24 hours, where they choose their password. Refused for an address
      an account already uses.
  operator-link --email <address>
      Print a new password link for an existing operator (a lost link, a forgotten password);
      earlier links stop working.

Options:
  --data-dir <dir>   The PGlite directory (default: DATA_DIR, else ./data/pglite); DATABASE_URL wins.
  --help             This text.

Links are built on PUBLIC_URL (default http://localhost:8080): set it to the address people open.`;

class UsageError extends Error {}

const options = {
  email: { type: 'string' },
  name: { type: 'string' },
  'data-dir': { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

function parsed(argv: string[]) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A required option, checked by the schema the API checks it with. */
function required(value: string | undefined, option: string, schema: typeof UserEmailSchema | typeof UserNameSchema): string {
  if (value === undefined) throw new UsageError(`--${option} is required`);
  const checked = schema.safeParse(value);
  if (!checked.success) throw new UsageError(`--${option}: ${checked.error.issues[0]?.message ?? 'is not valid'}`);
  return checked.data;
}

/** Only the options a command takes. */
function only(values: Record<string, unknown>, command: string, allowed: string[]): void {
  const extra = Object.keys(values).filter(
    (key) => values[key] !== undefined && key !== 'help' && key !== 'data-dir' && !allowed.includes(key),
  );
  if (extra.length > 0) throw new UsageError(`${command} takes no --${extra[0]}`);
}

async function withDatabase<T>(dataDir: string | undefined, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await createDatabase({ databaseUrl, dataDir: dataDir ?? process.env.DATA_DIR ?? './data/pglite' });
  try {
    await handle.exclusively(() => handle.migrate());
    return await work(handle);
  } finally {
    await handle.close();
  }
}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parsed(argv);
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, ...rest] = positionals;
  if (!command) throw new UsageError('Name a command');
  if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest[0]}`);
  const publicUrl = new URL(process.env.PUBLIC_URL || 'http://localhost:8080').origin;
  switch (command) {
    case 'create-operator': {
      only(values, command, ['email', 'name']);
      const email = required(values.email, 'email', UserEmailSchema);
      const name = required(values.name, 'name', UserNameSchema);
      const { user, link } = await withDatabase(values['data-dir'], ({ db }) => createOperator(db, publicUrl, { email, name }));
      console.log(`Marketplace operator ${user.email} (${user.name}) created.`);
      console.log('Open this link within 24 hours to choose the password; it works once:');
      console.log(link.toString());
      return 0;
    }
    case 'operator-link': {
      only(values, command, ['email']);
      const email = required(values.email, 'email', UserEmailSchema);
      const link = await withDatabase(values['data-dir'], ({ db }) => operatorPasswordLink(db, publicUrl, email));
      console.log(`A new password link for ${email.toLowerCase()}; earlier links no longer work.`);
      console.log('Open it within 24 hours to choose the password; it works once:');
      console.log(link.toString());
      return 0;
    }
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof ServiceError) {
    // The service names the field ("email: ..."); here the field is the option.
    console.error(error.message.replace(/^(\w+): /, '--$1: '));
    process.exitCode = 1;
  } else {
    throw error;
  }
}
