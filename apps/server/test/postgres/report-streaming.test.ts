import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../src/modules/reports/report-definition';
import type { ReportStatement } from '../../src/modules/reports/reports.queries';
import { reportRunner, textOf } from '../report-runner';

// On PostgreSQL a report's rows are written as the database sends them, so a failure can come after the
// answer began; PGlite answers a statement whole, so there it always comes first (run-report.test.ts).
const runner = reportRunner();
const { log } = runner;

interface NumberRow {
  n: number;
}

/** A report of `n` as `from` gives it, computed for each row as it is sent (no sort). */
function reportOf(n: SQL, from: SQL) {
  const statement: ReportStatement<NumberRow> = {
    fields: { n },
    selecting: (selection) => sql`SELECT ${selection} FROM ${from}`,
  };
  return {
    fileTitle: 'Numbers',
    answerKey: 'results',
    columns: [],
    statementFor: async () => statement,
    answerRow: (fields) => ({ id: fields.n }),
  } satisfies ReportDefinition<null, NumberRow, { id: number }>;
}

async function logged(message: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const line = log.lines.find((candidate) => candidate.includes(message));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never logged: ${message}`);
}

describe('a report streamed from PostgreSQL', () => {
  it('cuts the answer short and logs why when the statement fails after its first rows', async () => {
    // Row 3 divides by zero: rows 1 and 2 (the first chunk) are written before the database fails.
    const failingLate = reportOf(sql`(6 / (3 - n))::int`, sql`generate_series(1, 4) AS n`);
    const output = await runner.run(failingLate, 2);
    await expect(textOf(output)).rejects.toThrow('division by zero');
    expect(await logged('report failed while streaming')).toMatchObject({
      level: 50,
      err: expect.objectContaining({ code: '22012', routine: 'int4div' }),
    });
  });

  it('stops the statement for a client that closed the answer, and serves the next one', async () => {
    // Fifty million rows, made one at a time as they are sent (the series in the subquery's select list is
    // not materialised first, as it would be in FROM): read to the end, this statement would run for many
    // seconds more.
    const endless = reportOf(sql`series.n::int`, sql`(SELECT generate_series(1, 50000000) AS n) AS series`);
    const output = await runner.run(endless, 100);
    output.destroy();
    expect(await logged('report answer given up before it finished')).toMatchObject({
      level: 30,
      reason: 'the client closed the answer',
    });
    const outside = new pg.Client({ connectionString: runner.database.url! });
    await outside.connect();
    try {
      // Read to its end the statement takes about ten seconds here; stopped, it is gone at once.
      const giveUpAt = Date.now() + 2000;
      let running = 1;
      while (running > 0 && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await outside.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await outside.query<{ running: number }>(
          `SELECT count(*)::int AS running FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE '%50000000%' AND state = 'active' AND pid <> pg_backend_pid()`,
        );
        running = rows[0]!.running;
      }
      expect(running).toBe(0);
    } finally {
      await outside.end();
    }
    const next = await runner.run(reportOf(sql`n::int`, sql`generate_series(1, 3) AS n`));
    expect(JSON.parse(await textOf(next))).toEqual({ results: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });
});
