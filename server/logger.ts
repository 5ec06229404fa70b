/**
 * The server's log: one JSON object a line on standard output (pino), for a collector to ship and
 * search. A request's lines carry its id (middleware/request-log.ts); errors carry `err` with the
 * stack.
 */
import pino, { type DestinationStream, type LevelWithSilent, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;
export type LogLevel = LevelWithSilent;

const LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL checked at start: info when unset. */
export function logLevelFrom(value: string | undefined): LogLevel {
  const text = value?.trim().toLowerCase();
  if (!text) return 'info';
  const level = LEVELS.find((known) => known === text);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${value}"`);
  return level;
}

const REDACTED = '[redacted]';

/**
 * An error as pino writes it, less the parameters of a failed query: Drizzle puts them (e-mail
 * addresses, names, tokens) in its error's `params` and at the end of its message, and they are
 * the users' data, not the fault.
 */
function errorWithoutParameters(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error);
  if (!(error instanceof Error)) return serialized;
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (!('params' in current)) continue;
    const written = `\nparams: ${String(current.params)}`;
    serialized.message = serialized.message.replaceAll(written, `\nparams: ${REDACTED}`);
    if (serialized.stack) serialized.stack = serialized.stack.replaceAll(written, `\nparams: ${REDACTED}`);
  }
  if ('params' in serialized) serialized.params = REDACTED;
  return serialized;
}

/** A logger at `level`, writing to standard output unless given another destination (tests read theirs). */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  // Standard output is written synchronously (pino's default), so a line logged just before the
  // process exits is not lost.
  return pino({ level, serializers: { err: errorWithoutParameters } }, destination);
}

/** For code run without a configured logger (tools, tests that build an app): errors only, as they were always printed. */
export const errorsOnly: Logger = createLogger('error');
