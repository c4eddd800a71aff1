import { type BudgetReportRow, budgetReportResponseSchema } from '@timekeep/shared/schemas/reports';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertEngagement,
  type MarchFixture,
  type ReportPerson,
  reportTestSetup,
} from '../../../test/factories';
import type { TestContext } from '../../../test/test-app';
import { type BudgetBurnRow, budgetBurnSql } from '../../core/reporting/budget-burn';
import { rowsOf as resultRows } from '../../core/reporting/report-sql';
import { engagementBudgets } from '../../db/schema';

let context: TestContext;
let ids: Record<ReportPerson, number>;
let march: MarchFixture;
let get: Awaited<ReturnType<typeof reportTestSetup>>['get'];
/** An engagement only Isaac Thompson (Laura Jensen's team) is assigned to, managed by the reports role. */
let cloud: { id: number; clientId: number };
const END_OF_MARCH = 'asOf=2019-03-31';

beforeAll(async () => {
  ({ context, ids, march, get } = await reportTestSetup());
  cloud = await insertEngagement(context.database.db, {
    clientName: 'Cumulus Inc',
    name: 'Cloud Move',
    projectCode: 'RPTC-0003',
    billable: true,
    departmentId: march.departments.billed,
    engagementManagerId: ids.reports,
    salesRepId: ids.reports,
    roles: [{ name: 'Architect', rate: '150.00' }],
    assigned: [ids['isaac.thompson']],
  });
  // The March fixture: on the ledger, seven people's 15.25 approved hours (rate 120.50) and the employee's 4.00
  // pending; on the help desk, the employee's 2.50 approved (rate 95.00).
  await context.database.db.insert(engagementBudgets).values([
    { engagementId: march.ledger.id, kind: 'hours', amount: '200', span: 'engagement' },
    { engagementId: march.helpDesk.id, kind: 'fees', amount: '1000', span: 'month' },
    { engagementId: cloud.id, kind: 'hours', amount: '40', span: 'month' },
  ]);
});
afterAll(async () => {
  await context?.close();
});

/** The report's rows of this file's engagements (the demo company may have budgets of its own). */
async function budgetRows(query: string, as: ReportPerson): Promise<BudgetReportRow[]> {
  const response = await get(`/api/budget_report?${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const rows = budgetReportResponseSchema.parse(body).results;
  // The database writes the answer: each row must have exactly the schema's fields.
  expect(rows).toEqual(body.results);
  const ours = [march.ledger.id, march.helpDesk.id, cloud.id];
  return rows.filter((row) => ours.includes(row.engagement.id));
}

const codes = (rows: BudgetReportRow[]) => rows.map((row) => row.engagement.projectId);

describe('GET /api/budget_report', () => {
  it("gives each budget's burn as of the day, hours and fees, approved beside pending", async () => {
    const rows = await budgetRows(END_OF_MARCH, 'admin');
    expect(codes(rows)).toEqual(['RPTB-0002', 'RPTC-0003', 'RPTA-0001']);
    const [helpDesk, cloudMove, ledger] = rows;
    expect(ledger).toEqual({
      engagement: {
        id: march.ledger.id,
        name: 'Ledger Cleanup',
        projectId: 'RPTA-0001',
        clientId: march.ledger.clientId,
        clientName: 'Formula Corp',
      },
      engagementManager: 'Adrian Cole',
      kind: 'hours',
      span: 'engagement',
      spanStart: null,
      spanEnd: null,
      amount: 200,
      approved: 106.75,
      pending: 4,
      remaining: 89.25,
      percentApproved: 53.4,
      percentWithPending: 55.4,
      // 110.75 hours in the last 28 days: 89.25 more take 23 days.
      forecastEndDate: '2019-04-23',
      approvedHours: 106.75,
      pendingHours: 4,
      approvedFees: 12863.38,
      pendingFees: 482,
    });
    expect(helpDesk).toMatchObject({
      engagementManager: 'Megan Brooks',
      kind: 'fees',
      span: 'month',
      spanStart: '2019-03-01',
      spanEnd: '2019-03-31',
      amount: 1000,
      approved: 237.5,
      pending: 0,
      remaining: 762.5,
      percentApproved: 23.8,
      percentWithPending: 23.8,
      // At March's pace the month's budget lasts past March: a monthly budget forecasts only within its month.
      forecastEndDate: null,
      approvedHours: 2.5,
      pendingHours: 0,
      approvedFees: 237.5,
      pendingFees: 0,
    });
    // A budget without hours yet: nothing used, no pace to forecast from.
    expect(cloudMove).toMatchObject({
      amount: 40,
      approved: 0,
      pending: 0,
      remaining: 40,
      percentApproved: 0,
      percentWithPending: 0,
      forecastEndDate: null,
    });
  });

  it('has the figures of the one burn statement the engagement page and the alerts read', async () => {
    for (const asOf of ['2019-03-05', '2019-03-31', '2019-04-15']) {
      const burn = resultRows<BudgetBurnRow>(
        await context.database.db.execute(
          budgetBurnSql(
            sql`${asOf}`,
            sql`engagement_id IN (${march.ledger.id}, ${march.helpDesk.id}, ${cloud.id})`,
          ),
        ),
      );
      const rows = await budgetRows(`asOf=${asOf}`, 'admin');
      expect(
        rows.map((row) => [
          row.engagement.id,
          row.amount,
          row.approved,
          row.pending,
          row.remaining,
          row.percentApproved,
          row.percentWithPending,
          row.forecastEndDate,
          row.approvedHours,
          row.pendingHours,
          row.approvedFees,
          row.pendingFees,
          row.spanStart,
        ]),
      ).toEqual(
        [...burn]
          .sort(
            (a, b) =>
              rows.findIndex((row) => row.engagement.id === a.engagement_id) -
              rows.findIndex((row) => row.engagement.id === b.engagement_id),
          )
          .map((row) => [
            row.engagement_id,
            Number(row.amount),
            Number(row.approved),
            Number(row.pending),
            Number(row.remaining),
            Number(row.percent_approved),
            Number(row.percent_with_pending),
            row.forecast_end_date,
            Number(row.approved_hours),
            Number(row.pending_hours),
            Number(row.approved_fees),
            Number(row.pending_fees),
            row.span_start,
          ]),
      );
    }
  });

  it("reports a monthly budget on the month holding the day, the whole engagement's on every period by then", async () => {
    const [helpDesk, , ledger] = await budgetRows('asOf=2019-04-15', 'admin');
    expect(helpDesk).toMatchObject({
      spanStart: '2019-04-01',
      spanEnd: '2019-04-30',
      approved: 0,
      approvedHours: 0,
      percentApproved: 0,
      forecastEndDate: null,
    });
    expect(ledger).toMatchObject({ approvedHours: 106.75, pendingHours: 4, spanStart: null });
    // Before the second half of March began, its pending hours did not count yet.
    const [, , early] = await budgetRows('asOf=2019-03-15', 'admin');
    expect(early).toMatchObject({ approvedHours: 106.75, pendingHours: 0 });
    const [, , before] = await budgetRows('asOf=2019-02-28', 'admin');
    expect(before).toMatchObject({ approvedHours: 0, pendingHours: 0 });
  });

  it("forecasts a monthly budget at the pace of the month's days so far, within the month only", async () => {
    const db = context.database.db;
    const helpDeskBudget = eq(engagementBudgets.engagementId, march.helpDesk.id);
    await db.update(engagementBudgets).set({ amount: '400' }).where(helpDeskBudget);
    try {
      // 237.50 of fees by March 10th is 23.75 a day over its ten days: the 162.50 left take 7 more days.
      const [tenth] = await budgetRows('asOf=2019-03-10', 'admin');
      expect(tenth).toMatchObject({ approved: 237.5, remaining: 162.5, forecastEndDate: '2019-03-17' });
      // By the 25th the same fees are 9.50 a day: 18 more days end in April, past the month's budget.
      const [later] = await budgetRows('asOf=2019-03-25', 'admin');
      expect(later).toMatchObject({ approved: 237.5, remaining: 162.5, forecastEndDate: null });
    } finally {
      await db.update(engagementBudgets).set({ amount: '1000' }).where(helpDeskBudget);
    }
  });

  it('is as of today by default', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await budgetRows('', 'admin')).toEqual(await budgetRows(`asOf=${today}`, 'admin'));
  });

  it('shows admins and the reports role every budget, others those they manage or their scope works on', async () => {
    const all = ['RPTB-0002', 'RPTC-0003', 'RPTA-0001'];
    expect(codes(await budgetRows(END_OF_MARCH, 'admin'))).toEqual(all);
    expect(codes(await budgetRows(END_OF_MARCH, 'reports'))).toEqual(all);
    // The manager manages the help desk, and works on the ledger (with their team's employee).
    expect(codes(await budgetRows(END_OF_MARCH, 'manager'))).toEqual(['RPTB-0002', 'RPTA-0001']);
    // Manager2 and their team (Grace Liu) work on the ledger only; Isaac on the ledger and the cloud move.
    expect(codes(await budgetRows(END_OF_MARCH, 'manager2'))).toEqual(['RPTA-0001']);
    expect(codes(await budgetRows(END_OF_MARCH, 'isaac.thompson'))).toEqual(['RPTC-0003', 'RPTA-0001']);
    expect(codes(await budgetRows(END_OF_MARCH, 'newhire'))).toEqual([]);
    // The figures stay the whole engagement's, whoever asks.
    const [ledgerForManager2] = await budgetRows(END_OF_MARCH, 'manager2');
    expect(ledgerForManager2).toMatchObject({
      approvedHours: 106.75,
      pendingHours: 4,
      percentApproved: 53.4,
    });
  });

  it('leaves fees out for those who may not see rates: a fees budget shows its percents only', async () => {
    const [helpDesk, ledger] = await budgetRows(END_OF_MARCH, 'manager');
    expect(helpDesk).toMatchObject({
      kind: 'fees',
      amount: null,
      approved: null,
      pending: null,
      remaining: null,
      percentApproved: 23.8,
      percentWithPending: 23.8,
      forecastEndDate: null,
      approvedHours: 2.5,
      pendingHours: 0,
      approvedFees: null,
      pendingFees: null,
    });
    expect(ledger).toMatchObject({
      kind: 'hours',
      amount: 200,
      approved: 106.75,
      remaining: 89.25,
      approvedFees: null,
      pendingFees: null,
    });
    const [reportsHelpDesk] = await budgetRows(END_OF_MARCH, 'reports');
    expect(reportsHelpDesk).toMatchObject({ amount: 1000, approvedFees: 237.5 });
  });

  it('filters by department, engagement manager, client and project (id or code)', async () => {
    const filtered = async (filter: string) => codes(await budgetRows(`${END_OF_MARCH}&${filter}`, 'admin'));
    expect(await filtered(`departmentId=${march.departments.billed}`)).toEqual(['RPTC-0003', 'RPTA-0001']);
    expect(await filtered(`departmentId=${march.departments.support}`)).toEqual(['RPTB-0002']);
    expect(await filtered(`engagementManagerId=${ids.manager}`)).toEqual(['RPTB-0002']);
    expect(await filtered(`clientId=${cloud.clientId}`)).toEqual(['RPTC-0003']);
    expect(await filtered(`projectId=${march.ledger.id}`)).toEqual(['RPTA-0001']);
    expect(await filtered('projectId=RPTB-0002')).toEqual(['RPTB-0002']);
    // A filter narrows the scope, never widens it.
    expect(codes(await budgetRows(`${END_OF_MARCH}&engagementManagerId=${ids.reports}`, 'manager'))).toEqual(
      [],
    );
  });

  it('refuses a day that is not a date, naming the field', async () => {
    const response = await get('/api/budget_report?asOf=2019-02-30', 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'querystring.asOf' });
  });

  it('runs as one statement, whatever the filters and the caller', async () => {
    for (const [query, as] of [
      [END_OF_MARCH, 'admin'],
      [`${END_OF_MARCH}&clientId=${cloud.clientId}&projectId=RPTC-0003`, 'manager'],
      ['asOf=2019-04-15', 'isaac.thompson'],
    ] as const) {
      const { result, statements } = await context.database.statements.during(() =>
        get(`/api/budget_report?${query}`, as),
      );
      expect(result.statusCode, result.body).toBe(200);
      expect(statements.filter((statement) => !/"sessions"/.test(statement))).toHaveLength(1);
    }
  });
});

describe('GET /api/budget_report/export', () => {
  /** The download's header and this file's rows, as ExcelJS reads them back. */
  async function sheetOf(query: string, as: ReportPerson) {
    const download = await get(`/api/budget_report/export?${query}`, as);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Budget-Report-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('report1')!;
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: unknown[] = [];
      for (let column = 1; column <= sheet.columnCount; column += 1) {
        const value = row.getCell(column).value;
        cells.push(value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null));
      }
      rows.push(cells);
    });
    return { header: rows[0], rows: rows.filter((row) => String(row[1]).startsWith('RPT')) };
  }

  it('has the columns of the screen, a row per budget, fees for those who see rates', async () => {
    const { header, rows } = await sheetOf(END_OF_MARCH, 'admin');
    expect(header).toEqual([
      'Client',
      'Project Code',
      'Project',
      'Engagement Manager',
      'Budget Kind',
      'Budget Span',
      'Month',
      'Budget',
      'Approved',
      'Pending',
      'Remaining',
      '% Used',
      '% With Pending',
      'Burn',
      'Forecast End Date',
      'Approved Hours',
      'Pending Hours',
      'Approved Fees',
      'Pending Fees',
    ]);
    expect(rows).toEqual([
      [
        'Beta Holdings',
        'RPTB-0002',
        'Help Desk',
        'Megan Brooks',
        'Fees',
        'Monthly',
        '2019-03-01',
        1000,
        237.5,
        0,
        762.5,
        23.8,
        23.8,
        '23.8% approved, 23.8% with pending',
        null,
        2.5,
        0,
        237.5,
        0,
      ],
      [
        'Cumulus Inc',
        'RPTC-0003',
        'Cloud Move',
        'Rachel Kim',
        'Hours',
        'Monthly',
        '2019-03-01',
        40,
        0,
        0,
        40,
        0,
        0,
        '0% approved, 0% with pending',
        null,
        0,
        0,
        0,
        0,
      ],
      [
        'Formula Corp',
        'RPTA-0001',
        'Ledger Cleanup',
        'Adrian Cole',
        'Hours',
        'Whole engagement',
        null,
        200,
        106.75,
        4,
        89.25,
        53.4,
        55.4,
        '53.4% approved, 55.4% with pending',
        '2019-04-23',
        106.75,
        4,
        12863.38,
        482,
      ],
    ]);
  });

  it('leaves the fee cells empty for those who may not see rates', async () => {
    const { rows } = await sheetOf(END_OF_MARCH, 'manager');
    const [helpDesk, ledger] = rows;
    expect(helpDesk!.slice(7, 11)).toEqual([null, null, null, null]);
    expect(helpDesk!.slice(11, 13)).toEqual([23.8, 23.8]);
    expect(helpDesk!.slice(17)).toEqual([null, null]);
    expect(ledger!.slice(7, 11)).toEqual([200, 106.75, 4, 89.25]);
    expect(ledger!.slice(17)).toEqual([null, null]);
  });
});
