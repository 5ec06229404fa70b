/** Reading the server's settings from the environment: anything unclear stops the server at start, naming the setting. */

export type Environment = Readonly<Record<string, string | undefined>>;

/** A true/false setting; unset (or empty) is the fallback. */
export function flag(env: Environment, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new Error(`${name} must be true or false, not "${env[name]}"`);
}
