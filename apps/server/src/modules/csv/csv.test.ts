import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import {
  type CsvKind,
  csvColumns,
  csvImportResponseSchema,
  csvKindSchema,
  csvPreviewResponseSchema,
} from '@timekeep/shared/schemas/csv';
import { codeAlertsResponseSchema } from '@timekeep/shared/schemas/master-data';
import { parse } from 'csv-parse/sync';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, latestAudit } from '../../../test/audit-log';
import { createEngagement, createPerson, createTimesheet } from '../../../test/factories';
import { personByEmail, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { holidays, people, resources, sessions, timeOffBalances } from '../../db/schema';

let context: TestContext;
let admin: SignedIn;
const today = todayIso();
const thisYear = Number(today.slice(0, 4));

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

const csvOf = (lines: string[]) => `${lines.join('\n')}\n`;

async function preview(kind: CsvKind, csv: string) {
  const response = await admin.post(`/api/admin/csv/${kind}/preview`, { csv });
  expect(response.statusCode, response.body).toBe(200);
  return csvPreviewResponseSchema.parse(response.json());
}

async function imported(kind: CsvKind, csv: string) {
  const response = await admin.post(`/api/admin/csv/${kind}`, { csv });
  expect(response.statusCode, response.body).toBe(200);
  return csvImportResponseSchema.parse(response.json());
}

async function exported(kind: CsvKind) {
  const response = await admin.get(`/api/admin/csv/${kind}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${kind}-${today}.csv"`);
  return response.body;
}

const PEOPLE_HEADER =
  'email,first_name,last_name,job_title,department,team_lead_email,employment_start_date,contractor,roles,active';

describe('export', () => {
  it.each(csvKindSchema.options)(
    'writes every %s record under a header row of the columns the import reads',
    async (kind) => {
      const text = await exported(kind);
      const rows = parse(text) as string[][];
      expect(rows[0]).toEqual(csvColumns[kind]);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.every((row) => row.length === csvColumns[kind].length)).toBe(true);
    },
  );

  it.each(csvKindSchema.options)('reads its own %s export back as nothing to change', async (kind) => {
    const result = await preview(kind, await exported(kind));
    expect(result.problems).toEqual([]);
    expect(result.changes).toEqual([]);
    expect(result.unchanged).toBeGreaterThan(0);
  });

  it('quotes text a spreadsheet would run as a formula, and the import takes the quote off again', async () => {
    const person = await createPerson(context, { jobTitle: '=HYPERLINK("x")' });
    const text = await exported('people');
    expect(text).toContain(`${person.email},Test,${person.lastName},"'=HYPERLINK(""x"")"`);
    const line = text.split('\n').find((row) => row.startsWith(`${person.email},`))!;
    expect((await preview('people', csvOf([PEOPLE_HEADER, line]))).changes).toEqual([]);
  });
});

describe('a file with a bad line', () => {
  const stamp = Date.now() % 1_000_000;
  const good = (n: number, extra = '') =>
    `csv${stamp}-${n}@example.com,Cara,Csv ${n},Analyst,Consulting,manager@example.com,2025-01-06,false,employee,true${extra}`;

  it('is refused whole with the line named; the preview lists every bad line; the corrected file imports', async () => {
    const bad = csvOf([
      PEOPLE_HEADER,
      good(1),
      good(2),
      'not-an-email,Bad,Line,,,,,false,employee,true',
      good(3),
    ]);
    const before = await context.database.db.$count(people);

    const listed = await preview('people', bad);
    expect(listed).toMatchObject({ kind: 'people', records: 4, creates: 3, updates: 0 });
    expect(listed.problems).toEqual([{ line: 4, column: 'email', message: 'must be an email address' }]);
    expect(listed.changes.map((change) => change.line)).toEqual([2, 3, 5]);

    const refused = await admin.post('/api/admin/csv/people', { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', field: 'body.csv' });
    expect(refused.json().error.message).toMatch(
      /^Line 4 \(email\): must be an email address\. 1 line\(s\) have problems; nothing was imported/,
    );
    expect(await context.database.db.$count(people)).toBe(before);

    const corrected = bad.replace('not-an-email', `csv${stamp}-4@example.com`);
    expect(await imported('people', corrected)).toEqual({
      kind: 'people',
      created: 4,
      updated: 0,
      unchanged: 0,
    });
    const made = await personByEmail(context, `csv${stamp}-4@example.com`);
    const manager = await personByEmail(context, 'manager@example.com');
    expect(made).toMatchObject({ firstName: 'Bad', teamLeadId: null, roles: ['employee'], enabled: true });
    expect((await personByEmail(context, `csv${stamp}-1@example.com`)).teamLeadId).toBe(manager.id);
    expect(await latestAudit(admin, 'person', made.id)).toMatchObject({
      action: 'person_created',
      before: null,
      after: { email: `csv${stamp}-4@example.com` },
      detail: { source: 'csv' },
    });
    expect(await latestAudit(admin, 'csv_import', 'people')).toMatchObject({
      action: 'csv_imported',
      detail: { kind: 'people', created: 4, records: 4 },
    });
    expect(await imported('people', corrected)).toEqual({
      kind: 'people',
      created: 0,
      updated: 0,
      unchanged: 4,
    });
  });

  it('names the line a record starts on, counting line breaks inside quotes and skipping blank lines', async () => {
    const text = csvOf([
      PEOPLE_HEADER,
      good(10, '').replace('Analyst', '"Analyst,\nsenior"'),
      '',
      good(11).replace(',false,', ',maybe,'),
    ]);
    const result = await preview('people', text);
    expect(result.problems).toEqual([{ line: 5, column: 'contractor', message: 'must be true or false' }]);
    expect(result.changes[0]).toMatchObject({ line: 2, changes: { jobTitle: { to: 'Analyst,\nsenior' } } });
  });

  it.each([
    ['an unclosed quote', csvOf([PEOPLE_HEADER, '"open,Cara']), 2, null, /Quote Not Closed/],
    ['a missing column', csvOf(['email,first_name', 'a@b.co,A']), 1, 'last_name', /no column last_name/],
    ['an unknown column', csvOf([`${PEOPLE_HEADER},shoe_size`, good(20, ',42')]), 1, 'shoe_size', /unknown/],
    ['a short line', csvOf([PEOPLE_HEADER, 'x@y.co,A,B']), 2, null, /3 cells; the header has 10/],
    ['no lines at all', '', 1, 'csv', /./],
  ])('reports %s with its line', async (_what, csv, line, column, message) => {
    const response = await admin.post('/api/admin/csv/people/preview', { csv });
    if (csv === '') {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('body.csv');
      return;
    }
    const [problem] = csvPreviewResponseSchema.parse(response.json()).problems;
    expect(problem).toMatchObject({ line, column });
    expect(problem!.message).toMatch(message);
  });

  it('refuses an unknown kind naming the parameter', async () => {
    const response = await admin.post('/api/admin/csv/invoices', { csv: 'a\n' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field: 'params.kind' });
  });
});

describe('people', () => {
  it('updates by email, sets leads from the same file, refuses circles, and deactivation ends sessions', async () => {
    const person = await createPerson(context, {
      email: `dana-${Date.now()}@example.com`,
      jobTitle: 'Analyst',
    });
    const session = await signedIn(context, person);
    const newLead = `lead-${Date.now()}@example.com`;
    const line = (title: string, lead: string, active: string) =>
      `${person.email},Dana,Doe,${title},Consulting,${lead},2016-01-04,false,employee,${active}`;
    const leadLine = (lead: string) => `${newLead},Lee,Lead,Lead,Consulting,${lead},,false,employee,true`;

    const circle = await preview(
      'people',
      csvOf([PEOPLE_HEADER, line('Analyst', newLead, 'true'), leadLine(person.email)]),
    );
    expect(circle.problems).toEqual([
      expect.objectContaining({
        line: 2,
        column: 'team_lead_email',
        message: expect.stringMatching(/circle/),
      }),
    ]);

    const ok = csvOf([PEOPLE_HEADER, line('Senior Analyst', newLead, 'false'), leadLine('')]);
    const planned = await preview('people', ok);
    expect(planned.changes).toEqual([
      {
        line: 2,
        action: 'update',
        key: person.email,
        changes: {
          firstName: { from: 'Test', to: 'Dana' },
          lastName: { from: person.lastName, to: 'Doe' },
          jobTitle: { from: 'Analyst', to: 'Senior Analyst' },
          department: { from: null, to: 'Consulting' },
          teamLeadEmail: { from: null, to: newLead },
          active: { from: true, to: false },
        },
      },
      expect.objectContaining({ line: 3, action: 'create', key: newLead }),
    ]);
    expect(await imported('people', ok)).toMatchObject({ created: 1, updated: 1 });
    const lead = await personByEmail(context, newLead);
    expect(await personByEmail(context, person.email)).toMatchObject({ teamLeadId: lead.id, enabled: false });
    expect((await session.get('/api/user')).statusCode).toBe(401);
    expect(await context.database.db.$count(sessions, eq(sessions.personId, person.id))).toBe(0);
    expect(await latestAudit(admin, 'person', person.id)).toMatchObject({
      before: { jobTitle: 'Analyst', enabled: true },
      after: { jobTitle: 'Senior Analyst', enabled: false, teamLeadId: lead.id },
    });
  });

  it('refuses an unknown department, an unknown lead, a repeated email, and the admin demoting themselves', async () => {
    const admins =
      'admin@example.com,Adrian,Cole,Operations Manager,Finance & Operations,,2017-01-02,false,employee,true';
    const result = await preview(
      'people',
      csvOf([
        PEOPLE_HEADER,
        'a1@example.com,A,One,,Nowhere,,,false,employee,true',
        'a2@example.com,A,Two,,,nobody@example.com,,false,employee,true',
        'a2@example.com,A,Two,,,,,false,employee,true',
        admins,
      ]),
    );
    expect(result.problems.map((problem) => [problem.line, problem.column])).toEqual([
      [2, 'department'],
      [3, 'team_lead_email'],
      [4, 'email'],
      [5, 'roles'],
    ]);
  });

  it('refuses the admin deactivating themselves, and lets them demote and deactivate another admin', async () => {
    const otherAdmin = await createPerson(context, { roles: ['admin', 'employee'] });
    const result = await preview(
      'people',
      csvOf([
        PEOPLE_HEADER,
        'admin@example.com,Adrian,Cole,Operations Manager,Finance & Operations,,2017-01-02,false,admin;employee,false',
        `${otherAdmin.email},Test,${otherAdmin.lastName},,,,2016-01-04,false,employee,false`,
      ]),
    );
    expect(result.problems.map((problem) => [problem.line, problem.column])).toEqual([[2, 'active']]);
    expect(result.problems[0]!.message).toBe('You cannot deactivate yourself.');
    expect(result.changes.map((change) => change.key)).toEqual([otherAdmin.email]);
  });
});

describe('engagements, assignments, clients, holidays and balances', () => {
  const ENGAGEMENT_HEADER = csvColumns.engagements.join(',');
  const stamp = Date.now() % 1_000_000;

  it('imports an engagement with its roles, refusing lines that disagree and terms that are not offered', async () => {
    const code = `CSV-${stamp}`;
    const line = (role: string, rate: string, extra: Partial<Record<'client' | 'terms', string>> = {}) =>
      `${code},Cloud Move,${extra.client ?? 'Acme Manufacturing'},variable,${extra.terms ?? '45'},PO-1,,true,Consulting,manager@example.com,,${role},${rate},2025-01-01,`;
    const bad = await preview(
      'engagements',
      csvOf([
        ENGAGEMENT_HEADER,
        line('Architect', '200'),
        line('Developer', '150', { client: 'Globex' }),
        line('Tester', '100', { terms: '"2%/15, Net 30"' }),
      ]),
    );
    expect(bad.problems.map((problem) => [problem.line, problem.column])).toEqual([
      [3, 'client'],
      [4, 'billing_terms'],
    ]);
    expect(bad.problems[1]!.message).toContain("'2%/15, Net 30' is not offered");

    const result = await imported(
      'engagements',
      csvOf([ENGAGEMENT_HEADER, line('Architect', '200'), line('Developer', '150.5')]),
    );
    expect(result).toEqual({ kind: 'engagements', created: 3, updated: 0, unchanged: 0 });
    const changed = await preview('engagements', csvOf([ENGAGEMENT_HEADER, line('Architect', '210')]));
    expect(changed.changes).toEqual([
      { line: 2, action: 'update', key: `${code} / Architect`, changes: { rate: { from: 200, to: 210 } } },
    ]);
  });

  it("refuses moving a role's dates past the hours logged to it", async () => {
    const person = await createPerson(context);
    const { engagement, role, client } = await createEngagement(context, person);
    await createTimesheet(context, person, {
      rows: [{ resourceId: (await latestResource(person.id))!, entries: [{ date: today, hours: 4 }] }],
    });
    const line = `${engagement.projectCode},${engagement.name},${client.name},variable,30,,,true,,,,${role.name},150,${addDays(today, 1)},`;
    const result = await preview('engagements', csvOf([ENGAGEMENT_HEADER, line]));
    expect(result.problems).toEqual([expect.objectContaining({ line: 2, column: 'role_start_date' })]);
    expect(result.problems[0]!.message).toMatch(/hours logged/);
  });

  it('imports assignments: a new one raises a code alert; an unknown role is a bad line', async () => {
    const person = await createPerson(context, { email: `assignee-${stamp}@example.com` });
    const header = csvColumns.assignments.join(',');
    const bad = await preview(
      'assignments',
      csvOf([header, `${person.email},ACME-1001,Astronaut,2025-01-01,`]),
    );
    expect(bad.problems).toEqual([expect.objectContaining({ line: 2, column: 'role' })]);
    const result = await imported(
      'assignments',
      csvOf([header, `${person.email},ACME-1001,Consultant,2025-01-01,`]),
    );
    expect(result).toMatchObject({ created: 1 });
    const alerts = codeAlertsResponseSchema.parse(
      (await (await signedIn(context, person)).get('/api/code_alerts')).json(),
    );
    expect(alerts.codeAlerts).toEqual([
      expect.objectContaining({ projectId: 'ACME-1001', role: 'Consultant' }),
    ]);
    const [entry] = await auditEntries(admin, { entity_type: 'resource', limit: 1 });
    expect(entry).toMatchObject({
      action: 'resource_created',
      after: { personId: person.id, startDate: '2025-01-01' },
    });
  });

  it('imports clients, holidays and balances', async () => {
    expect(await imported('clients', csvOf(['name', `Client ${stamp}`, 'Acme Manufacturing']))).toEqual({
      kind: 'clients',
      created: 1,
      updated: 0,
      unchanged: 1,
    });
    const date = `${thisYear + 1}-08-${String(10 + (stamp % 10)).padStart(2, '0')}`;
    await context.database.db.delete(holidays).where(eq(holidays.date, date));
    expect(await imported('holidays', csvOf(['date,name', `${date},Summer Day`]))).toMatchObject({
      created: 1,
    });
    expect(await imported('holidays', csvOf(['date,name', `${date},Summer Break`]))).toMatchObject({
      updated: 1,
    });

    const person = await createPerson(context, { email: `balance-${stamp}@example.com` });
    const header = csvColumns.balances.join(',');
    const result = await imported(
      'balances',
      csvOf([header, `${person.email},${thisYear},pto,120`, `${person.email},${thisYear},office_closure,16`]),
    );
    expect(result).toMatchObject({ created: 2 });
    const stored = await context.database.db
      .select()
      .from(timeOffBalances)
      .where(eq(timeOffBalances.personId, person.id));
    expect(stored.map((balance) => [balance.reason, balance.accumulatedHours]).sort()).toEqual([
      ['office_closure', '16.00'],
      ['pto', '120.00'],
    ]);
    const bad = await preview(
      'balances',
      csvOf([
        header,
        `nobody-${stamp}@example.com,${thisYear},pto,8`,
        `${person.email},${thisYear},vacation,8`,
      ]),
    );
    expect(bad.problems.map((problem) => [problem.line, problem.column])).toEqual([
      [2, 'email'],
      [3, 'type'],
    ]);
  });
});

describe('10,000 people', () => {
  it('imports in one transaction of set-based statements, in seconds', async () => {
    const header = PEOPLE_HEADER;
    const lines = Array.from(
      { length: 10_000 },
      (_, n) =>
        `bulk-${n}@bulk.test,Bulk,Person ${n},Consultant,Consulting,${n === 0 ? '' : 'bulk-0@bulk.test'},2024-01-01,false,employee,true`,
    );
    const started = performance.now();
    const { result, statements } = await context.database.statements.during(() =>
      admin.post('/api/admin/csv/people', { csv: csvOf([header, ...lines]) }),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(result.statusCode, result.body.slice(0, 500)).toBe(200);
    expect(result.json()).toMatchObject({ created: 10_000 });
    expect(statements.length).toBeLessThan(20);
    expect(seconds).toBeLessThan(30);
    expect(await context.database.db.$count(people, like(people.email, '%@bulk.test'))).toBe(10_000);
    const bulkIds = (
      await context.database.db
        .select({ id: people.id })
        .from(people)
        .where(like(people.email, 'bulk-1%@bulk.test'))
    ).map((p) => String(p.id));
    expect(await auditEntries(admin, { entity_type: 'person', entity_id: bulkIds[0]! })).toHaveLength(1);
    console.info(
      `10,000 people imported in ${seconds.toFixed(1)} s (${context.database.kind}, ${statements.length} statements)`,
    );
  });
});

async function latestResource(personId: number) {
  const [row] = await context.database.db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.personId, personId));
  return row?.id;
}
