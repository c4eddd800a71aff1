import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedReads } from './pglite-prepared-reads';

let client: PGlite;
let reads: PGlite;

const preparedStatements = async () =>
  (
    await client.query<{ name: string; statement: string }>(
      'SELECT name, statement FROM pg_prepared_statements',
    )
  ).rows;

// One PGlite for the file (it takes seconds to start); each test starts from the same table and no statements.
beforeAll(() => {
  client = new PGlite();
});

beforeEach(async () => {
  await client.exec(`DEALLOCATE ALL; DROP TABLE IF EXISTS notes;
    CREATE TABLE notes (id int PRIMARY KEY, body text, hours numeric(6, 2), day date);
    INSERT INTO notes VALUES (1, 'plain', 7.5, '2026-11-02'), (2, 'it''s a \\ back slash', 0.25, '2026-11-03'),
      (3, NULL, NULL, NULL), (4, 'naïve café ✓', 12, '2026-11-04')`);
  reads = withPreparedReads(client);
});

afterAll(() => client.close());

describe('reads prepared in PGlite', () => {
  const byBody = 'SELECT id, hours, day FROM notes WHERE body = $1 OR id = $2 ORDER BY id';

  it('prepares a read sent a second time and answers it as the unprepared read does', async () => {
    const values = ["it's a \\ back slash", 4];
    const unprepared = await client.query(byBody, values);
    const first = await reads.query(byBody, values);
    expect(await preparedStatements()).toEqual([]);
    const second = await reads.query(byBody, values);
    expect(await preparedStatements()).toEqual([
      { name: 'timekeep_read_1', statement: `PREPARE timekeep_read_1 AS ${byBody}` },
    ]);
    expect(first.rows).toEqual(unprepared.rows);
    expect(second.rows).toEqual(unprepared.rows);
    expect(second.rows).toEqual([
      { id: 2, hours: '0.25', day: new Date('2026-11-03T00:00:00Z') },
      { id: 4, hours: '12.00', day: new Date('2026-11-04T00:00:00Z') },
    ]);
  });

  it('keeps the row mode and type parsers of the call', async () => {
    const options = { rowMode: 'array' as const, parsers: { 1082: (value: string) => `day ${value}` } };
    await reads.query(byBody, ['plain', 3], options);
    const prepared = await reads.query(byBody, ['plain', 3], options);
    expect(await preparedStatements()).toHaveLength(1);
    expect(prepared.rows).toEqual([
      [1, '7.50', 'day 2026-11-02'],
      [3, null, null],
    ]);
  });

  it('writes each value as data: quotes, back slashes, nulls, numbers, bigints and text that reads as SQL', async () => {
    const echo =
      'SELECT $1::text AS text, $2::int AS whole, $3::numeric AS decimal, $4::bigint AS big, $5::text AS missing';
    const values = ["'); DROP TABLE notes; --", 42, 0.1, 9007199254740993n, null];
    await reads.query(echo, values);
    const { rows } = await reads.query(echo, values);
    expect(await preparedStatements()).toHaveLength(1);
    expect(rows).toEqual([
      { text: "'); DROP TABLE notes; --", whole: 42, decimal: '0.1', big: 9007199254740993n, missing: null },
    ]);
    const backslashes = "\\' OR 1=1 --";
    await reads.query('SELECT count(*)::int AS count FROM notes WHERE body = $1', [backslashes]);
    const matched = await reads.query('SELECT count(*)::int AS count FROM notes WHERE body = $1', [
      backslashes,
    ]);
    expect(matched.rows).toEqual([{ count: 0 }]);
    expect((await client.query('SELECT count(*)::int AS count FROM notes')).rows).toEqual([{ count: 4 }]);
  });

  it('prepares a read once when its second and third calls come together', async () => {
    await reads.query(byBody, ['plain', 0]);
    const answers = await Promise.all([1, 2, 3, 4].map((id) => reads.query(byBody, ['', id])));
    expect(answers.map((answer) => answer.rows.map((row) => (row as { id: number }).id))).toEqual([
      [1],
      [2],
      [3],
      [4],
    ]);
    expect((await preparedStatements()).map((statement) => statement.name)).toEqual(['timekeep_read_1']);
  });

  it('leaves writes, statements with other values and those past the limit unprepared, answering them all', async () => {
    const limited = withPreparedReads(client, { maxStatements: 1 });
    const update = 'UPDATE notes SET hours = hours + $1 WHERE id = $2';
    for (const hours of [1, 2]) await limited.query(update, [hours, 1]);
    const flag = 'SELECT id FROM notes WHERE (body IS NULL) = $1 ORDER BY id';
    for (let call = 0; call < 2; call += 1)
      expect((await limited.query(flag, [true])).rows).toEqual([{ id: 3 }]);
    for (let call = 0; call < 2; call += 1) await limited.query('SELECT id FROM notes WHERE id = $1', [1]);
    const past = await limited.query('SELECT hours FROM notes WHERE id = $1', [1]);
    await limited.query('SELECT hours FROM notes WHERE id = $1', [1]);
    expect(past.rows).toEqual([{ hours: '10.50' }]);
    expect((await preparedStatements()).map((statement) => statement.statement)).toEqual([
      'PREPARE timekeep_read_1 AS SELECT id FROM notes WHERE id = $1',
    ]);
  });

  it('answers a prepared read whose table changed shape as the changed table is, and drops the stale statement', async () => {
    const everything = 'SELECT * FROM notes WHERE id = $1';
    await reads.query(everything, [1]);
    await reads.query(everything, [1]);
    expect(await preparedStatements()).toHaveLength(1);
    await client.exec('ALTER TABLE notes ADD COLUMN billable boolean DEFAULT true');
    const { rows } = await reads.query(everything, [1]);
    expect(rows).toEqual([
      { id: 1, body: 'plain', hours: '7.50', day: new Date('2026-11-02T00:00:00Z'), billable: true },
    ]);
    expect(await preparedStatements()).toEqual([]);
    expect((await reads.query(everything, [1])).rows).toEqual(rows);
  });

  it('refuses bad input in a prepared read with the error PostgreSQL gives the unprepared one', async () => {
    const byId = 'SELECT body FROM notes WHERE id = $1';
    await reads.query(byId, ['1']);
    const prepared = reads.query(byId, ['one']);
    await expect(prepared).rejects.toMatchObject({ code: '22P02' });
    await expect(client.query(byId, ['one'])).rejects.toMatchObject({ code: '22P02' });
    expect(await preparedStatements()).toHaveLength(1);
  });
});
