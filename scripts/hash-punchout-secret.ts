/**
 * Prints the hash punchout_settings keeps of a cXML shared secret or an OCI PASSWORD (scrypt at the
 * server's cost, as passwords are), for an operator setting up a company's PunchOut. The secret is
 * read from standard input, so it stays out of the shell's history:
 *
 *   printf %s 'the secret' | npx tsx scripts/hash-punchout-secret.ts
 */
import { text } from 'node:stream/consumers';
import { DEFAULT_LOG_N, hashPassword } from '../server/domain/password';

const secret = (await text(process.stdin)).replace(/\r?\n$/, '');
if (secret === '') {
  console.error('Give the secret on standard input.');
  process.exit(1);
}
console.log(await hashPassword(secret, DEFAULT_LOG_N));
