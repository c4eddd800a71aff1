import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportRunner, textOf } from '../../../test/report-runner';
import type { ReportDefinition } from './report-definition';
import { rowsText } from './run-report';

const runner = reportRunner();
const { log } = runner;

interface NumberRow {
  n: number;
  note: string | null;
}
const present = (row: NumberRow) => ({ id: row.n, text: row.note });

/** A report whose statement is `statement(count)`. */
function numbersReport(statement: (count: number) => SQL, count: number) {
  return {
    fileTitle: 'Numbers',
    answerKey: 'results',
    columns: [],
    statementFor: async () => statement(count),
    present,
  } satisfies ReportDefinition<null, NumberRow, ReturnType<typeof present>>;
}
/** `1..count`, every second row with a note that JSON must escape. */
const numbers = (count: number) =>
  sql`SELECT n::int AS "n", CASE WHEN n % 2 = 0 THEN 'a "quoted", note' END AS "note"
    FROM generate_series(1, ${count}::int) AS n ORDER BY n`;
const expectedRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    text: index % 2 ? 'a "quoted", note' : null,
  }));

describe('rowsText', () => {
  it('writes the presented rows as the inside of a JSON array', () => {
    const rows = [
      { n: 1, note: null },
      { n: 2, note: 'a "quoted", note' },
    ];
    expect(rowsText(present, rows)).toBe('{"id":1,"text":null},{"id":2,"text":"a \\"quoted\\", note"}');
    expect(rowsText(present, [])).toBe('');
  });
});

describe('runReport', () => {
  it.each([0, 1, 2, 5, 6])(
    'answers %i rows, presented 2 at a time, as one JSON answer in order, from one statement',
    async (count) => {
      const { result: text, statements } = await runner.database.statements.during(async () =>
        textOf(await runner.run(numbersReport(numbers, count), 2)),
      );
      expect(text.startsWith('{"results":[')).toBe(true);
      expect(JSON.parse(text)).toEqual({ results: expectedRows(count) });
      expect(statements).toEqual([expect.stringMatching(/^SELECT n::int AS "n"/)]);
    },
  );

  it('fails before answering when the statement fails first, so the route answers an error', async () => {
    const failing = () => sql`SELECT n / (n - 1) AS "n", NULL AS "note" FROM generate_series(1, 3) AS n`;
    const refused = await runner.run(numbersReport(failing, 0)).catch((error: unknown) => error);
    const messages = [refused, (refused as { cause?: unknown }).cause].map(
      (error) => (error as Error | undefined)?.message,
    );
    expect(messages).toContain('division by zero');
    // The connection went back to the pool: the next report runs.
    const output = await runner.run(numbersReport(numbers, 3));
    expect(JSON.parse(await textOf(output))).toEqual({ results: expectedRows(3) });
  });

  it('cuts the answer short and logs why when a row fails to present after the first chunk', async () => {
    // Rows 1 and 2 are the first chunk; presenting row 3 throws, after the answer began.
    const failingAt = (thrown: unknown) => ({
      ...numbersReport(numbers, 4),
      present: (row: NumberRow) => {
        if (row.n === 3) throw thrown;
        return present(row);
      },
    });
    const before = log.lines.length;
    const output = await runner.run(failingAt(new Error('row 3 cannot be presented')), 2);
    // The answer had begun, so it resolved; the failure destroys it (what was buffered is dropped with it).
    await expect(textOf(output)).rejects.toThrow(new Error('row 3 cannot be presented'));
    const logged = log.lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'report failed while streaming',
        err: expect.objectContaining({ message: 'row 3 cannot be presented' }),
      }),
    ]);

    // Something thrown that is not an Error still ends the answer with an error saying what it was.
    const notAnError = await runner.run(failingAt('no row 3'), 2);
    await expect(textOf(notAnError)).rejects.toThrow(new Error('no row 3'));
  });

  it('logs nothing when the statement fails before the answer began: the route answers the error', async () => {
    const before = log.lines.length;
    const failing = () => sql`SELECT n / (n - 1) AS "n", NULL AS "note" FROM generate_series(1, 3) AS n`;
    await expect(runner.run(numbersReport(failing, 0))).rejects.toBeDefined();
    expect(log.lines.slice(before)).toEqual([]);
  });
});
