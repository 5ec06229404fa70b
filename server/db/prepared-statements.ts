import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { Mutex } from 'async-mutex';

/** How many statements stay prepared; past it, the least recently run one is closed. */
const MAX_PREPARED = 256;
/** PostgreSQL's answer when a table a prepared statement reads has changed the statement's columns. */
const RESULT_TYPE_CHANGED = /cached plan must not change result type/;

const { serialize } = protocol;

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it: it picks how a value is written. */
  paramTypes: number[];
}

/**
 * Makes the client's query() run each statement as a named prepared statement, kept for the next
 * run of the same text, as PostgreSQL drivers with statement caches do. PGlite's own query()
 * parses and analyses every statement afresh, which cost a search about a fifth of its time.
 *
 * Plans stay as they were: the session plans every execution for its own parameter values
 * (plan_cache_mode = force_custom_plan), as it plans an unnamed statement. Left as they are:
 * statements inside client.transaction() (its own connection object) and queries with a blob.
 * Only PGlite's public API is used (execProtocol, runExclusive, syncToFs, serializers, parsers).
 */
export async function keepStatementsPrepared(client: PGlite): Promise<void> {
  // Each call below sends its protocol messages together, as one round trip.
  await client.exec('set plan_cache_mode = force_custom_plan');
  const unprepared = client.query.bind(client);
  const prepared = new Map<string, Prepared>(); // least recently run first
  let counter = 0;

  async function prepare(text: string): Promise<Prepared> {
    const name = `lapasar_${++counter}`;
    const { messages: answer } = await client.execProtocol(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(answer) };
    prepared.set(text, statement);
    if (prepared.size > MAX_PREPARED) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      await close(oldestText, oldest);
    }
    return statement;
  }

  async function close(text: string, statement: Prepared): Promise<void> {
    prepared.delete(text);
    await client.execProtocol(Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  async function execute<T>(statement: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages: answer } = await client.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    return parse.parseResults(answer, client.parsers, options)[0] as Results<T>;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const known = prepared.get(text);
    if (!known) return execute<T>(await prepare(text), params, options);
    prepared.delete(text);
    prepared.set(text, known);
    try {
      return await execute<T>(known, params, options);
    } catch (error) {
      if (!(error instanceof Error) || !RESULT_TYPE_CHANGED.test(error.message)) throw error;
      await close(text, known);
      return execute<T>(await prepare(text), params, options);
    }
  }

  // PGlite's public runExclusive() keeps other queries off the connection but not out of an open
  // transaction, whose statements take turns with ours. So transactions and these queries also
  // take turns on one mutex of our own: a statement of ours never lands inside a transaction.
  const turn = new Mutex();
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => turn.runExclusive(() => transaction(callback));
  client.query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob) return unprepared<T>(text, params, options);
    return turn.runExclusive(() => client.runExclusive(() => run<T>(text, params, options)));
  };
}
