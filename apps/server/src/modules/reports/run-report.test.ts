import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportRunner, textOf } from '../../../test/report-runner';
import type { ReportDefinition } from './report-definition';
import type { ReportStatement } from './reports.queries';

const runner = reportRunner();
const { log } = runner;

interface NumberRow {
  n: number;
  note: string | null;
}

/** A report whose statement is `statement(count)`, answering `{ id, text }` rows. */
function numbersReport(statement: (count: number) => ReportStatement<NumberRow>, count: number) {
  return {
    fileTitle: 'Numbers',
    answerKey: 'results',
    columns: [],
    statementFor: async () => statement(count),
    answerRow: (fields) => ({ id: fields.n, text: fields.note }),
  } satisfies ReportDefinition<null, NumberRow, { id: number; text: string | null }>;
}
/** `n` and `note` selected from `from`. */
const numbersFrom = (n: SQL, from: SQL): ReportStatement<NumberRow> => ({
  fields: { n, note: sql`CASE WHEN n % 2 = 0 THEN 'a "quoted", note' END` },
  selecting: (selection) => sql`SELECT ${selection} FROM ${from}`,
});
/** `1..count` in order, every second row with a note that JSON must escape. */
const numbers = (count: number) =>
  numbersFrom(sql`n::int`, sql`generate_series(1, ${count}::int) AS n ORDER BY n`);
/** Three rows, the first dividing by zero. */
const failing = () => numbersFrom(sql`n / (n - 1)`, sql`generate_series(1, 3) AS n`);
const expectedRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    text: index % 2 ? 'a "quoted", note' : null,
  }));

describe('runReport', () => {
  it.each([0, 1, 2, 5, 6])(
    'answers %i rows, written 2 at a time, as one JSON answer in order, from one statement',
    async (count) => {
      const { result: text, statements } = await runner.database.statements.during(async () =>
        textOf(await runner.run(numbersReport(numbers, count), 2)),
      );
      expect(text.startsWith('{"results":[')).toBe(true);
      expect(JSON.parse(text)).toEqual({ results: expectedRows(count) });
      // One statement, whose rows are the answer's objects as the database built them.
      expect(statements).toEqual([
        expect.stringMatching(
          /^SELECT concat\('\{"id":', coalesce\(to_json\(n::int\)::text, 'null'\), ',"text":', .*, '\}'\) AS "json" FROM/s,
        ),
      ]);
    },
  );

  it('builds nested objects, and keys that need quoting, as the answer row gives them', async () => {
    const nested = {
      ...numbersReport(numbers, 2),
      answerRow: (fields) => ({ id: fields.n, "it's": { text: fields.note } }),
    } satisfies ReportDefinition<null, NumberRow, { id: number; "it's": { text: string | null } }>;
    expect(JSON.parse(await textOf(await runner.run(nested)))).toEqual({
      results: [
        { id: 1, "it's": { text: null } },
        { id: 2, "it's": { text: 'a "quoted", note' } },
      ],
    });
  });

  it('fails before answering when the statement fails first, so the route answers an error', async () => {
    const refused = await runner.run(numbersReport(failing, 0)).catch((error: unknown) => error);
    const messages = [refused, (refused as { cause?: unknown }).cause].map(
      (error) => (error as Error | undefined)?.message,
    );
    expect(messages).toContain('division by zero');
    // The connection went back to the pool: the next report runs.
    const output = await runner.run(numbersReport(numbers, 3));
    expect(JSON.parse(await textOf(output))).toEqual({ results: expectedRows(3) });
  });

  it('logs nothing when the statement fails before the answer began: the route answers the error', async () => {
    const before = log.lines.length;
    await expect(runner.run(numbersReport(failing, 0))).rejects.toBeDefined();
    expect(log.lines.slice(before)).toEqual([]);
  });
});
