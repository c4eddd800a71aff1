import {
  csvColumns,
  csvImportResponseSchema,
  csvOptionalColumns,
  csvPreviewResponseSchema,
} from '@timekeep/shared/schemas/csv';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log';
import { createEngagement, createPerson } from '../../../test/factories';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { engagementBudgets } from '../../db/schema';

/** Issue 40: an engagement's budget in the engagements CSV, in optional columns. */
let context: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

const csvOf = (lines: string[]) => `${lines.join('\n')}\n`;
const HEADER = csvColumns.engagements.join(',');
const OLD_HEADER = csvColumns.engagements
  .filter((column) => !csvOptionalColumns.engagements?.includes(column))
  .join(',');

async function preview(csv: string) {
  const response = await admin.post('/api/admin/csv/engagements/preview', { csv });
  expect(response.statusCode, response.body).toBe(200);
  return csvPreviewResponseSchema.parse(response.json());
}

async function imported(csv: string) {
  const response = await admin.post('/api/admin/csv/engagements', { csv });
  expect(response.statusCode, response.body).toBe(200);
  return csvImportResponseSchema.parse(response.json());
}

/** The exported lines of one engagement, by column name. */
async function exportedLinesOf(projectCode: string) {
  const response = await admin.get('/api/admin/csv/engagements');
  expect(response.statusCode).toBe(200);
  const rows = parse(response.body, { columns: true }) as Record<string, string>[];
  return { text: response.body, lines: rows.filter((row) => row.project_code === projectCode) };
}

function storedBudget(engagementId: number) {
  return context.database.db
    .select()
    .from(engagementBudgets)
    .where(eq(engagementBudgets.engagementId, engagementId));
}

async function engagementWithTwoRoles() {
  const person = await createPerson(context);
  const made = await createEngagement(context, person);
  /** A line of the role; with `budget`, the five budget cells of a file that has their columns. */
  const line = (role: string, budget?: string) =>
    `${made.engagement.projectCode},${made.engagement.name},${made.client.name},variable,30,,,true,,,,${role},150,2016-01-04,${budget === undefined ? '' : `,${budget}`}`;
  return { ...made, line };
}

describe('engagement budgets in the engagements CSV', () => {
  it('exports the budget on each line of its engagement, and imports the file back unchanged', async () => {
    const { engagement } = await engagementWithTwoRoles();
    const put = await admin.put(`/api/admin/engagement_budgets/${engagement.id}`, {
      kind: 'fees',
      amount: 25_000,
      span: 'month',
      thresholds: [100, 75],
      refuseBeyondBudget: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    const { lines } = await exportedLinesOf(engagement.projectCode);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      budget_kind: 'fees',
      budget_amount: '25000',
      budget_span: 'month',
      budget_thresholds: '75;100',
      refuse_beyond_budget: 'true',
    });
    const { text } = await exportedLinesOf(engagement.projectCode);
    const again = await preview(text);
    expect(again.problems).toEqual([]);
    expect(again.changes.filter((change) => change.key.startsWith(engagement.projectCode))).toEqual([]);
  });

  it('sets and changes a budget by file, a revision per change, audited, and leaves it to a file without one', async () => {
    const { engagement, line } = await engagementWithTwoRoles();
    const set = await preview(
      csvOf([
        HEADER,
        line('Consultant', 'hours,120,engagement,,'),
        line('Reviewer', 'hours,120,engagement,,'),
      ]),
    );
    expect(set.problems).toEqual([]);
    expect(set.changes.find((change) => change.key === `${engagement.projectCode} budget`)).toEqual({
      line: 2,
      action: 'create',
      key: `${engagement.projectCode} budget`,
      changes: {
        budget_kind: { from: null, to: 'hours' },
        budget_amount: { from: null, to: 120 },
        budget_span: { from: null, to: 'engagement' },
        budget_thresholds: { from: null, to: '80;100' },
        refuse_beyond_budget: { from: null, to: false },
      },
    });
    await imported(csvOf([HEADER, line('Consultant', 'hours,120,engagement,,')]));
    expect(await storedBudget(engagement.id)).toMatchObject([
      { kind: 'hours', amount: '120.00', span: 'engagement', thresholds: [80, 100], revision: 1 },
    ]);

    const changed = await imported(csvOf([HEADER, line('Consultant', 'HOURS,100,engagement,90;50,yes')]));
    expect(changed).toMatchObject({ updated: 1 });
    expect(await storedBudget(engagement.id)).toMatchObject([
      { amount: '100.00', thresholds: [50, 90], refuseBeyondBudget: true, revision: 2 },
    ]);
    const [entry] = await auditEntries(admin, {
      entity_type: 'engagement',
      entity_id: engagement.id,
      limit: 1,
    });
    expect(entry).toMatchObject({
      action: 'engagement_budget_updated',
      before: { amount: 120, revision: 1 },
      after: { amount: 100, revision: 2 },
    });

    // A file of before budgets, and one with the columns left blank: the budget stays as it is.
    for (const file of [
      csvOf([OLD_HEADER, line('Consultant')]),
      csvOf([HEADER, line('Consultant', ',,,,')]),
    ]) {
      const old = await preview(file);
      expect(old.problems).toEqual([]);
      expect(old.changes).toEqual([]);
    }
    expect(await imported(csvOf([OLD_HEADER, line('Consultant')]))).toMatchObject({ created: 0, updated: 0 });
    expect(await storedBudget(engagement.id)).toMatchObject([{ revision: 2 }]);
  });

  it('refuses a budget given in part, lines that disagree on it, and a bad threshold', async () => {
    const { line } = await engagementWithTwoRoles();
    const result = await preview(
      csvOf([HEADER, line('Consultant', 'hours,,engagement,,'), line('Reviewer', 'fees,100,engagement,,')]),
    );
    expect(result.problems.map((problem) => [problem.line, problem.column, problem.message])).toEqual([
      [2, 'budget_amount', 'A budget needs all of budget_kind, budget_amount and budget_span.'],
      [3, 'budget_kind', expect.stringContaining('Line 2 gives')],
    ]);
    const thresholds = await preview(csvOf([HEADER, line('Consultant', 'hours,10,month,80;x,')]));
    expect(thresholds.problems.map((problem) => problem.column)).toEqual(['budget_thresholds']);
  });
});
