import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatementsPrepared } from '../../server/db/prepared-statements';

/** PGlite's own query(), on a second client that keeps nothing prepared, answers the same statements. */
let plain: PGlite;
let client: PGlite;

const SETUP = `
  create table items (id serial primary key, name text unique not null, tags text[], data jsonb, price numeric, at timestamptz, ok boolean);
  insert into items (name, tags, data, price, at, ok) values
    ('tape', '{office,paper}', '{"a": 1}', 12.50, '2026-01-02T03:04:05Z', true),
    ('mask', '{health}', null, 3.20, '2026-02-03T04:05:06Z', false);
  create table notes (text text primary key);
`;

const preparedNames = async (text: string) =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [text])).rows.map(
    (row) => row.name,
  );

beforeAll(async () => {
  plain = await PGlite.create();
  client = await PGlite.create();
  await plain.exec(SETUP);
  await client.exec(SETUP);
  await keepStatementsPrepared(client);
});

afterAll(async () => {
  await plain.close();
  await client.close();
});

describe('statements kept prepared on PGlite', () => {
  const statements: [string, unknown[], { rowMode?: 'array' | 'object' }?][] = [
    ['select id, name, tags, data, price, at, ok from items order by id', []],
    ['select id, name from items where id = any($1) order by id', [[1, 2]]],
    ['select name from items where name = $1 or tags && $2', ['tape', ['health']]],
    [
      'select $1::jsonb as doc, $2::text as absent, $3::int + 1 as next, $4::timestamptz as at, $5::boolean as yes',
      [{ b: [1, 'x'] }, null, 41, new Date('2026-03-04T05:06:07Z'), true],
    ],
    ['select json_agg(items order by id) as rows from items where price > $1', ['3']],
    ['select id, name from items order by id', [], { rowMode: 'array' }],
  ];

  it('answer as PGlite answers the same statement, the first time and when run again', async () => {
    for (const [text, params, options] of statements) {
      const expected = await plain.query(text, params, options);
      for (let run = 0; run < 3; run++) {
        const answer = await client.query(text, params, options);
        expect({ text, rows: answer.rows, fields: answer.fields }).toEqual({ text, rows: expected.rows, fields: expected.fields });
      }
    }
  });

  it('prepare a statement once and run it again from there', async () => {
    const text = 'select count(*)::int as n from items where ok = $1';
    for (const ok of [true, false, true]) await client.query(text, [ok]);
    expect(await preparedNames(text)).toHaveLength(1);
  });

  it('plan every run for its own values, as an unnamed statement is', async () => {
    expect((await client.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_custom_plan');
  });

  it('report a database error with its code and leave the connection usable', async () => {
    const insert = 'insert into notes (text) values ($1)';
    await client.query(insert, ['gloves']);
    await expect(client.query(insert, ['gloves'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select nothing from notes')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query<{ n: number }>('select count(*)::int as n from notes where text = $1', ['gloves'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('follow a table whose columns changed after the statement was prepared', async () => {
    const text = 'select * from items where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await client.exec('alter table items add column colour text');
    const answer = await client.query<Record<string, unknown>>(text, [1]);
    expect(answer.fields.map((field) => field.name)).toContain('colour');
    expect(answer.rows[0]).toMatchObject({ id: 1, name: 'tape', colour: null });
    await client.exec('alter table items drop column colour');
  });

  it('keep at most 256 statements prepared, closing the least recently run', async () => {
    const first = 'select 0 as kept';
    await client.query(first);
    for (let n = 1; n <= 300; n++) {
      await client.query(`select ${n} as n`);
      if (n % 100 === 0) await client.query(first);
    }
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where name like 'lapasar_%'");
    expect(rows[0].n).toBeLessThanOrEqual(256);
    expect(await preparedNames(first)).toHaveLength(1);
    expect(await preparedNames('select 1 as n')).toEqual([]);
  });

  it('wait for an open transaction to end, as query() does', async () => {
    const turns = async (count: number) => {
      for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
    };
    let count: Promise<{ rows: { n: number }[] }> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into notes (text) values ($1)', ['cable']);
      count = client.query<{ n: number }>('select count(*)::int as n from notes where text = $1', ['cable']);
      await turns(20); // room for a query that did not wait to run, and see the row
      await tx.rollback();
    });
    expect((await count!).rows).toEqual([{ n: 0 }]);
  });
});
