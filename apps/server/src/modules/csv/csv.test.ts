import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import {
  CSV_MAX_COLUMNS,
  CSV_MAX_RECORD_LENGTH,
  type CsvKind,
  csvColumns,
  csvImportResponseSchema,
  csvKindSchema,
  csvOptionalColumns,
  csvPreviewResponseSchema,
} from '@timekeep/shared/schemas/csv';
import { codeAlertsResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, latestAudit } from '../../../test/audit-log';
import {
  createEngagement,
  createPerson,
  createTimeOffBalance,
  createTimeOffRequest,
  createTimesheet,
  LONG_AGO,
  periodOn,
} from '../../../test/factories';
import { employeeActorOf, type Person, personByEmail, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  clients,
  engagementRoles,
  engagements,
  holidays,
  people,
  resources,
  sessions,
  timeOffLedgerEntries,
} from '../../db/schema';
import { exportCsv } from './export-csv';
import { importCsv } from './import-csv';
import { previewCsvImport } from './preview-csv-import';

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

/** A preview whose problems are all listed (fewer than the cap), so its count is theirs. */
async function preview(kind: CsvKind, csv: string) {
  const response = await admin.post(`/api/admin/csv/${kind}/preview`, { csv });
  expect(response.statusCode, response.body).toBe(200);
  const { problemCount, ...answer } = csvPreviewResponseSchema.parse(response.json());
  expect(problemCount).toBe(answer.problems.length);
  return answer;
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
    expect(listed.problems).toEqual([{ line: 4, column: 'email', message: 'Must be an email address.' }]);
    expect(listed.changes.map((change) => change.line)).toEqual([2, 3, 5]);

    const refused = await admin.post('/api/admin/csv/people', { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', field: 'body.csv' });
    expect(refused.json().error.message).toMatch(
      /^Line 4 \(email\): Must be an email address\. 1 line\(s\) have problems; nothing was imported/,
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

  it('says what is wrong with a cell in a sentence, a date that is not one in words', async () => {
    const listed = await preview(
      'people',
      csvOf([
        PEOPLE_HEADER,
        good(4).replace('2025-01-06', '06/01/2025'),
        good(5).replace(',false,', ',maybe,'),
      ]),
    );
    expect(listed.problems).toEqual([
      { line: 2, column: 'employment_start_date', message: 'Not a date (YYYY-MM-DD).' },
      { line: 3, column: 'contractor', message: 'Must be true or false.' },
    ]);
  });

  it('names the line a record starts on, counting line breaks inside quotes and skipping blank lines', async () => {
    const text = csvOf([
      PEOPLE_HEADER,
      good(10, '').replace('Analyst', '"Analyst,\nsenior"'),
      '',
      good(11).replace(',false,', ',maybe,'),
    ]);
    const result = await preview('people', text);
    expect(result.problems).toEqual([{ line: 5, column: 'contractor', message: 'Must be true or false.' }]);
    expect(result.changes[0]).toMatchObject({ line: 2, changes: { job_title: { to: 'Analyst,\nsenior' } } });
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
          first_name: { from: 'Test', to: 'Dana' },
          last_name: { from: person.lastName, to: 'Doe' },
          job_title: { from: 'Analyst', to: 'Senior Analyst' },
          department: { from: null, to: 'Consulting' },
          team_lead_email: { from: null, to: newLead },
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
  // A file written before engagements had budgets (issue 40): its optional columns left out.
  const ENGAGEMENT_HEADER = csvColumns.engagements
    .filter((column) => !csvOptionalColumns.engagements?.includes(column))
    .join(',');
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
    expect(result.problems).toEqual([
      {
        line: 2,
        column: 'role_start_date',
        message: `The role has hours logged from ${today} to ${today}: its dates must cover them (start on or before ${today}, end on or after ${today}).`,
      },
    ]);
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
      .from(timeOffLedgerEntries)
      .where(eq(timeOffLedgerEntries.personId, person.id));
    expect(stored.map((entry) => [entry.reason, entry.kind, entry.hours]).sort()).toEqual([
      ['office_closure', 'adjustment', '16.0000'],
      ['pto', 'adjustment', '120.0000'],
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

describe('the CSV rules, line by line', () => {
  const stamp = Date.now() % 1_000_000;
  const db = () => context.database.db;
  const emptyPreview = (kind: CsvKind, records: number) => ({
    kind,
    records,
    creates: 0,
    updates: 0,
    unchanged: 0,
    changes: [],
  });
  const created = (line: number, key: string, fields: Record<string, unknown>) => ({
    line,
    action: 'create',
    key,
    changes: Object.fromEntries(Object.entries(fields).map(([field, to]) => [field, { from: null, to }])),
  });
  const refusal = async (kind: CsvKind, csv: string) => {
    const response = await admin.post(`/api/admin/csv/${kind}`, { csv });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'validation_failed', field: 'body.csv' });
    return error.message as string;
  };
  const nothingImported = '; nothing was imported. Preview the file to see them all.';

  it('names each header problem word for word, reads a header in any case, and counts the lines under a bad one', async () => {
    const missing = await preview('people', csvOf(['email,first_name', 'a@b.co,A']));
    expect(missing).toEqual({
      ...emptyPreview('people', 1),
      problems: csvColumns.people
        .filter((column) => column !== 'email' && column !== 'first_name')
        .map((column) => ({ line: 1, column, message: `The header has no column ${column}.` })),
    });

    const odd = await preview('clients', csvOf(['name,Name, ,shoe_size', 'A,B,C,D', 'E,F,G,H']));
    expect(odd).toEqual({
      ...emptyPreview('clients', 2),
      problems: [
        { line: 1, column: 'name', message: "The header's column name is unknown or repeated." },
        { line: 1, column: '', message: "The header's column (blank) is unknown or repeated." },
        { line: 1, column: 'shoe_size', message: "The header's column shoe_size is unknown or repeated." },
      ],
    });

    const name = `Case Client ${stamp}`;
    expect(await preview('clients', csvOf([' NAME ', name]))).toEqual({
      ...emptyPreview('clients', 1),
      creates: 1,
      changes: [created(2, name, { name })],
      problems: [],
    });
  });

  it('says why a file cannot be read, and when it has no header row', async () => {
    expect(await preview('clients', csvOf(['name', 'Fine', '"open']))).toEqual({
      ...emptyPreview('clients', 0),
      problems: [
        {
          line: 3,
          column: null,
          message:
            'Not readable as CSV: Quote Not Closed: the parsing is finished with an opening quote at line 3',
        },
      ],
    });
    expect(await preview('clients', '\n\n')).toEqual({
      ...emptyPreview('clients', 0),
      problems: [{ line: 1, column: null, message: 'The file has no header row.' }],
    });
  });

  it('takes at most 20,000 records at once', async () => {
    const names = Array.from({ length: 20_001 }, (_, n) => `Bulk Client ${stamp}-${n}`);
    expect(await preview('clients', csvOf(['name', ...names]))).toEqual({
      ...emptyPreview('clients', 20_001),
      problems: [
        { line: 1, column: null, message: 'The file has 20001 records; at most 20000 are taken at once.' },
      ],
    });
    expect(await preview('clients', csvOf(['name', ...names.slice(1)]))).toMatchObject({
      records: 20_000,
      creates: 20_000,
      problems: [],
    });
  });

  it('refuses a header wider than any kind at once, with a short answer, in the preview and the import alike', async () => {
    const header = Array.from({ length: 1_000_000 }, () => 'c').join(',');
    const csv = csvOf([header, 'x']);
    const expected = {
      code: 'validation_failed',
      field: 'body.csv',
      message: `The header has more than ${CSV_MAX_COLUMNS} columns; a clients file has 1.`,
    };
    for (const url of ['/api/admin/csv/clients/preview', '/api/admin/csv/clients']) {
      const started = performance.now();
      const response = await admin.post(url, { csv });
      const took = performance.now() - started;
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toEqual(expected);
      expect(response.body.length).toBeLessThan(500);
      expect(took, url).toBeLessThan(1_000);
    }
    const widest = Math.max(...Object.values(csvColumns).map((columns) => columns.length));
    expect(CSV_MAX_COLUMNS).toBeGreaterThanOrEqual(2 * widest);
    const atTheCap = Array.from({ length: CSV_MAX_COLUMNS }, (_, n) => (n === 0 ? 'name' : `extra_${n}`));
    expect((await preview('clients', csvOf([atTheCap.join(','), 'x']))).problems).toHaveLength(
      CSV_MAX_COLUMNS - 1,
    );
  });

  it('lists the first 100 problems of a file with more, counts them all, and the import refuses it the same', async () => {
    const csv = csvOf(['name', ...Array.from({ length: 150 }, (_, n) => `Too,Many ${n}`)]);
    const response = await admin.post('/api/admin/csv/clients/preview', { csv });
    expect(response.statusCode).toBe(200);
    const answer = csvPreviewResponseSchema.parse(response.json());
    expect(answer.problemCount).toBe(150);
    expect(answer.problems).toEqual(
      Array.from({ length: 100 }, (_, n) => ({
        line: n + 2,
        column: null,
        message: 'The line has 2 cells; the header has 1.',
      })),
    );
    expect(await refusal('clients', csv)).toBe(
      `Line 2: The line has 2 cells; the header has 1. 150 line(s) have problems${nothingImported}`,
    );
  });

  it('counts the cells of a line far wider than its header, and refuses a line longer than any record', async () => {
    const wide = Array.from({ length: 200_000 }, () => '').join(',');
    expect((await preview('clients', csvOf(['name', wide]))).problems).toEqual([
      { line: 2, column: null, message: 'The line has 200000 cells; the header has 1.' },
    ]);
    const long = 'x'.repeat(2 * CSV_MAX_RECORD_LENGTH);
    expect((await preview('clients', csvOf(['name', 'Fine', long]))).problems).toEqual([
      {
        line: 3,
        column: null,
        message: `Not readable as CSV: line 3 is longer than ${CSV_MAX_RECORD_LENGTH} characters.`,
      },
    ]);
  });

  it("takes the export's quote off text a spreadsheet would run, and no other quote", async () => {
    const titles = ["'+1", "'-1", "'@sum", "'\tTab", "'plain", "x'=y"];
    const emails = titles.map((_, n) => `neutral-${stamp}-${n}@example.com`);
    const result = await preview(
      'people',
      csvOf([
        PEOPLE_HEADER,
        ...titles.map((title, n) => `${emails[n]},Nel,Neutral,"${title}",,,,false,employee,true`),
      ]),
    );
    expect(result.problems).toEqual([]);
    expect(result.changes.map((change) => change.changes.job_title?.to)).toEqual([
      '+1',
      '-1',
      '@sum',
      'Tab',
      "'plain",
      "x'=y",
    ]);
  });

  it('counts lines as an editor does in a file with CRLF line ends', async () => {
    const name = `Crlf ${stamp}\nclient`;
    expect(await preview('clients', `name\r\n"Crlf ${stamp}\r\nclient"\r\nx,y\r\n`)).toEqual({
      ...emptyPreview('clients', 2),
      creates: 1,
      changes: [created(2, name, { name })],
      problems: [{ line: 4, column: null, message: 'The line has 2 cells; the header has 1.' }],
    });
  });

  it('refuses a file naming its first bad line and counting the lines with problems', async () => {
    expect(await refusal('clients', csvOf(['name', 'a,b', `Fine ${stamp}`, 'c,d']))).toBe(
      `Line 2: The line has 2 cells; the header has 1. 2 line(s) have problems${nothingImported}`,
    );
    expect(
      await refusal(
        'people',
        csvOf([
          PEOPLE_HEADER,
          `two-${stamp}@example.com,Two,Problems,,Nowhere,two-${stamp}@example.com,,false,employee,true`,
        ]),
      ),
    ).toBe(`Line 2 (department): No department is named Nowhere. 1 line(s) have problems${nothingImported}`);
    expect(await db().$count(clients, eq(clients.name, `Fine ${stamp}`))).toBe(0);
  });

  it('checks the admin role in each use case itself, behind the route', async () => {
    const employee = employeeActorOf(await createPerson(context));
    const onlyAdmins = { code: 'forbidden', message: 'Only admins may export and import data.' };
    const name = `Sneaky ${stamp}`;
    await expect(exportCsv(db(), employee, 'clients')).rejects.toMatchObject(onlyAdmins);
    await expect(previewCsvImport(db(), employee, 'clients', csvOf(['name', name]))).rejects.toMatchObject(
      onlyAdmins,
    );
    await expect(importCsv(db(), employee, 'clients', csvOf(['name', name]))).rejects.toMatchObject(
      onlyAdmins,
    );
    expect(await db().$count(clients, eq(clients.name, name))).toBe(0);
  });

  it('creates clients once each, refusing a repeated name, with their audit entries and the import’s', async () => {
    const name = `Repeat Client ${stamp}`;
    expect(await preview('clients', csvOf(['name', name, name, 'Acme Manufacturing']))).toEqual({
      ...emptyPreview('clients', 3),
      creates: 1,
      unchanged: 1,
      changes: [created(2, name, { name })],
      problems: [{ line: 3, column: 'name', message: `Line 2 already has ${name}.` }],
    });
    expect(await imported('clients', csvOf(['name', name, 'Acme Manufacturing']))).toEqual({
      kind: 'clients',
      created: 1,
      updated: 0,
      unchanged: 1,
    });
    const [client] = await db().select().from(clients).where(eq(clients.name, name));
    expect(await latestAudit(admin, 'client', client!.id)).toMatchObject({
      action: 'client_created',
      actor: expect.objectContaining({ id: admin.person.id }),
      before: null,
      after: { id: client!.id, name },
      detail: { source: 'csv' },
    });
    expect((await latestAudit(admin, 'csv_import', 'clients'))?.detail).toEqual({
      kind: 'clients',
      created: 1,
      updated: 0,
      unchanged: 1,
      records: 2,
    });
    expect(await imported('clients', csvOf(['name', name]))).toEqual({
      kind: 'clients',
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    const [newest] = await auditEntries(admin, { entity_type: 'client', limit: 1 });
    expect(newest).toMatchObject({ action: 'client_created', entityId: String(client!.id) });
    expect(parse(await exported('clients'))).toContainEqual([name]);
  });

  it('adds and renames holidays by date, keeps the same ones, and refuses a day approved timesheets count', async () => {
    const lead = await createPerson(context);
    const person = await createPerson(context, { teamLeadId: lead.id });
    const period = await periodOn(context, addDays(today, 35));
    await createTimesheet(context, person, { date: period.startDate, status: 'approved' });
    const year = thisYear + 3;
    const counted = period.startDate;
    const renamed = `${year}-07-1${stamp % 10}`;
    const kept = `${year}-07-2${stamp % 10}`;
    const added = `${year}-08-0${1 + (stamp % 9)}`;
    await db()
      .delete(holidays)
      .where(inArray(holidays.date, [counted, renamed, kept, added]));
    const [old] = await db()
      .insert(holidays)
      .values([
        { date: renamed, name: 'Old Name' },
        { date: kept, name: 'Kept Day' },
      ])
      .returning();
    const file = (...lines: string[]) => csvOf(['date,name', ...lines]);

    expect(
      await preview(
        'holidays',
        file(
          `${counted},Counted Day`,
          `${renamed},New Name`,
          `${renamed},Again`,
          `${kept},Kept Day`,
          `${added},Added Day`,
        ),
      ),
    ).toEqual({
      ...emptyPreview('holidays', 5),
      creates: 1,
      updates: 1,
      unchanged: 1,
      changes: [
        { line: 3, action: 'update', key: renamed, changes: { name: { from: 'Old Name', to: 'New Name' } } },
        created(6, added, { name: 'Added Day' }),
      ],
      problems: [
        {
          line: 2,
          column: 'date',
          message: `1 approved timesheet(s) of the period holding ${counted} count this day's capacity, so its holidays are history now.`,
        },
        { line: 4, column: 'date', message: `Line 3 already has ${renamed}.` },
      ],
    });

    expect(
      await imported('holidays', file(`${renamed},New Name`, `${kept},Kept Day`, `${added},Added Day`)),
    ).toEqual({ kind: 'holidays', created: 1, updated: 1, unchanged: 1 });
    expect(await latestAudit(admin, 'holiday', old!.id)).toMatchObject({
      action: 'holiday_renamed',
      before: { id: old!.id, date: renamed, name: 'Old Name' },
      after: { id: old!.id, date: renamed, name: 'New Name' },
      detail: { source: 'csv' },
    });
    const [made] = await db().select().from(holidays).where(eq(holidays.date, added));
    expect(await latestAudit(admin, 'holiday', made!.id)).toMatchObject({
      action: 'holiday_created',
      before: null,
      after: { id: made!.id, date: added, name: 'Added Day' },
      detail: { source: 'csv' },
    });
    expect(await db().$count(holidays, eq(holidays.date, counted))).toBe(0);
    expect(parse(await exported('holidays'))).toContainEqual([renamed, 'New Name']);
  });

  it('sets balances by person, year and type, refusing an unknown email and limited leave below what is approved', async () => {
    const person = await createPerson(context, { email: `balances-${stamp}@example.com` });
    const { request } = await createTimeOffRequest(context, person, {
      status: 'approved',
      reason: 'bereavement',
      hours: 8,
    });
    const year = Number(request.startDate.slice(0, 4));
    const pto = await createTimeOffBalance(context, person, { year, accumulatedHours: 120 });
    await createTimeOffBalance(context, person, { year, reason: 'jury_duty', accumulatedHours: 16 });
    const file = (...lines: string[]) => csvOf([csvColumns.balances.join(','), ...lines]);
    const key = (type: string) => `${person.email} ${year} ${type}`;

    expect(
      await preview(
        'balances',
        file(
          `nobody-${stamp}@example.com,${year},pto,8`,
          `${person.email},${year},bereavement,4`,
          `${person.email},${year},pto,100`,
          `${person.email},${year},pto,90`,
          `${person.email},${year},jury_duty,16`,
          `${person.email},${year},fmla,8`,
        ),
      ),
    ).toEqual({
      ...emptyPreview('balances', 6),
      creates: 1,
      updates: 1,
      unchanged: 1,
      changes: [
        { line: 4, action: 'update', key: key('pto'), changes: { hours: { from: 120, to: 100 } } },
        created(7, key('fmla'), { hours: 8 }),
      ],
      problems: [
        { line: 2, column: 'email', message: `Nobody has the email nobody-${stamp}@example.com.` },
        {
          line: 3,
          column: 'hours',
          message: `8 hours of Bereavement are already approved in ${year}; the balance cannot be lower.`,
        },
        { line: 5, column: 'email', message: `Line 4 already has ${key('pto')}.` },
      ],
    });

    expect(
      await imported(
        'balances',
        file(
          `${person.email},${year},pto,100`,
          `${person.email},${year},jury_duty,16`,
          `${person.email},${year},fmla,8`,
        ),
      ),
    ).toEqual({ kind: 'balances', created: 1, updated: 1, unchanged: 1 });
    expect(await latestAudit(admin, 'time_off_balance', pto.id)).toMatchObject({
      action: 'time_off_balance_updated',
      before: { personId: person.id, year, type: 'pto', accumulatedHours: 120 },
      after: { personId: person.id, year, type: 'pto', accumulatedHours: 100 },
      detail: { source: 'csv' },
    });
    expect(await latestAudit(admin, 'time_off_balance', `${person.id} ${year} fmla`)).toMatchObject({
      action: 'time_off_balance_created',
      before: null,
      after: { personId: person.id, year, type: 'fmla', accumulatedHours: 8 },
      detail: { source: 'csv' },
    });
    const rows = parse(await exported('balances')) as string[][];
    expect(rows.filter(([email]) => email === person.email)).toEqual([
      [person.email, String(year), 'fmla', '8'],
      [person.email, String(year), 'jury_duty', '16'],
      [person.email, String(year), 'pto', '100'],
    ]);
  });

  it('assigns people to roles by email, project code and role, naming each bad line', async () => {
    const logged = await createPerson(context, { email: `logged-${stamp}@example.com` });
    const { engagement, role } = await createEngagement(context, logged, {
      role: { startDate: '2024-01-01' },
      resource: { startDate: '2024-01-01' },
    });
    const code = engagement.projectCode;
    await createTimesheet(context, logged, {
      rows: [{ resourceId: (await latestResource(logged.id))!, entries: [{ date: today, hours: 4 }] }],
    });
    const [reviewer] = await db()
      .insert(engagementRoles)
      .values({
        engagementId: engagement.id,
        name: 'Reviewer',
        rate: '100.00',
        startDate: '2024-01-01',
        endDate: '2024-06-30',
      })
      .returning();
    const moved = await createPerson(context, { email: `moved-${stamp}@example.com` });
    const [movedResource] = await db()
      .insert(resources)
      .values([
        { engagementRoleId: role.id, personId: moved.id, startDate: '2024-01-01' },
        {
          engagementRoleId: reviewer!.id,
          personId: logged.id,
          startDate: '2024-01-01',
          endDate: '2024-06-30',
        },
      ])
      .returning();
    const fresh = await createPerson(context, { email: `fresh-${stamp}@example.com` });
    const backwards = await createPerson(context, { email: `backwards-${stamp}@example.com` });
    const gone = await createPerson(context, { email: `gone-${stamp}@example.com`, enabled: false });
    const file = (...lines: string[]) => csvOf([csvColumns.assignments.join(','), ...lines]);
    const key = (person: { email: string }, roleName: string) => `${person.email} ${code} / ${roleName}`;
    const tomorrow = addDays(today, 1);

    expect(
      await preview(
        'assignments',
        file(
          `nobody-${stamp}@example.com,${code},Consultant,2024-01-01,`,
          `${logged.email},${code},Astronaut,2024-01-01,`,
          `${backwards.email},${code},Consultant,2024-05-01,2024-04-30`,
          `${gone.email},${code},Consultant,2024-01-01,`,
          `${fresh.email},${code},Reviewer,2024-07-01,`,
          `${logged.email},${code},Consultant,${tomorrow},`,
          `${moved.email},${code},Consultant,2024-03-01,`,
          `${moved.email},${code},Consultant,2024-01-01,`,
          `${fresh.email},${code},Consultant,2024-02-01,2024-12-31`,
          `${logged.email},${code},Reviewer,2024-01-01,2024-06-30`,
        ),
      ),
    ).toEqual({
      ...emptyPreview('assignments', 10),
      creates: 1,
      updates: 1,
      unchanged: 1,
      changes: [
        {
          line: 8,
          action: 'update',
          key: key(moved, 'Consultant'),
          changes: { start_date: { from: '2024-01-01', to: '2024-03-01' } },
        },
        created(10, key(fresh, 'Consultant'), { start_date: '2024-02-01', end_date: '2024-12-31' }),
      ],
      problems: [
        { line: 2, column: 'email', message: `Nobody has the email nobody-${stamp}@example.com.` },
        { line: 3, column: 'role', message: `${code} has no role named Astronaut.` },
        { line: 4, column: 'end_date', message: 'Must not be before start_date.' },
        { line: 5, column: 'email', message: `${gone.email} is deactivated; reactivate them first.` },
        {
          line: 6,
          column: 'start_date',
          message: "The role runs from 2024-01-01 to 2024-06-30; the assignment's dates must meet it.",
        },
        {
          line: 7,
          column: 'start_date',
          message: `The assignment has hours logged from ${today} to ${today}: its dates must cover them (start on or before ${today}, end on or after ${today}).`,
        },
        { line: 9, column: 'role', message: `Line 8 already has ${key(moved, 'Consultant')}.` },
      ],
    });

    expect(
      await imported(
        'assignments',
        file(
          `${moved.email},${code},Consultant,2024-03-01,`,
          `${fresh.email},${code},Consultant,2024-02-01,2024-12-31`,
          `${logged.email},${code},Reviewer,2024-01-01,2024-06-30`,
        ),
      ),
    ).toEqual({ kind: 'assignments', created: 1, updated: 1, unchanged: 1 });
    const alertsOf = async (person: Person) =>
      codeAlertsResponseSchema
        .parse((await (await signedIn(context, person)).get('/api/code_alerts')).json())
        .codeAlerts.map((alert) => [alert.projectId, alert.role]);
    expect(await alertsOf(fresh)).toEqual([[code, 'Consultant']]);
    expect(await alertsOf(moved)).toEqual([]);
    const view = (personId: number, startDate: string, endDate: string | null) => ({
      engagementRoleId: role.id,
      personId,
      startDate,
      endDate,
    });
    expect(await latestAudit(admin, 'resource', movedResource!.id)).toMatchObject({
      action: 'resource_updated',
      before: view(moved.id, '2024-01-01', null),
      after: view(moved.id, '2024-03-01', null),
      detail: { source: 'csv' },
    });
    const [made] = await db()
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.personId, fresh.id), eq(resources.engagementRoleId, role.id)));
    expect(await latestAudit(admin, 'resource', made!.id)).toMatchObject({
      action: 'resource_created',
      before: null,
      after: view(fresh.id, '2024-02-01', '2024-12-31'),
      detail: { source: 'csv' },
    });
    const rows = parse(await exported('assignments')) as string[][];
    expect(rows.filter(([, project]) => project === code)).toEqual([
      [fresh.email, code, 'Consultant', '2024-02-01', '2024-12-31'],
      [logged.email, code, 'Consultant', '2024-01-01', ''],
      [moved.email, code, 'Consultant', '2024-03-01', ''],
      [logged.email, code, 'Reviewer', '2024-01-01', '2024-06-30'],
    ]);
    expect(
      (await preview('assignments', file(`${fresh.email},${code},Consultant,2023-01-01,2023-06-30`)))
        .problems,
    ).toEqual([
      {
        line: 2,
        column: 'start_date',
        message: "The role runs from 2024-01-01 to no end date; the assignment's dates must meet it.",
      },
    ]);
    const oneDay = await preview(
      'assignments',
      file(`${backwards.email},${code},Consultant,2024-05-01,2024-05-01`),
    );
    expect(oneDay.problems).toEqual([]);
    expect(oneDay.changes).toEqual([
      created(2, key(backwards, 'Consultant'), { start_date: '2024-05-01', end_date: '2024-05-01' }),
    ]);
  });

  it('imports engagements line by line: each column a later line disagrees on, each unknown name, and changes to stored ones', async () => {
    const person = await createPerson(context);
    const { engagement, role } = await createEngagement(context, person);
    const [second] = await db()
      .insert(engagementRoles)
      .values({ engagementId: engagement.id, name: 'Second', rate: '80.00', startDate: '2024-01-01' })
      .returning();
    const stored = engagement.projectCode;
    const { engagement: untouched } = await createEngagement(context, person);
    const columns = csvColumns.engagements;
    const everyLine = parse(await exported('engagements')) as string[][];
    const exportedLines = everyLine.filter(([code]) => code === stored);
    const untouchedLine = everyLine.find(([code]) => code === untouched.projectCode)!;
    expect(exportedLines.map((cells) => cells[columns.indexOf('role')])).toEqual(['Consultant', 'Second']);
    const line = (cells: string[], changes: Partial<Record<(typeof columns)[number], string>> = {}) =>
      columns.map((column, index) => changes[column] ?? cells[index]).join(',');
    const fresh = `ENG-${stamp}`;
    const freshCells = [
      fresh,
      'Disagree',
      'Acme Manufacturing',
      'variable',
      '45',
      'PO-1',
      'Class A',
      'true',
      'Consulting',
      'manager@example.com',
      'admin@example.com',
      'Role 0',
      '100',
      '2025-01-01',
      '',
    ];
    const disagreements = {
      name: 'Other',
      billing_type: 'fixed',
      billing_terms: '30',
      po_number: 'PO-2',
      billing_class: 'Class B',
      billable: 'false',
      department: 'Finance & Operations',
      engagement_manager_email: 'admin@example.com',
      sales_rep_email: 'manager@example.com',
    };
    const unknown = (n: number, changes: Partial<Record<(typeof columns)[number], string>>) =>
      line(freshCells, { project_code: `UNK-${stamp}-${n}`, ...changes });
    const file = (...lines: string[]) => csvOf([columns.join(','), ...lines]);

    const result = await preview(
      'engagements',
      file(
        line(freshCells),
        ...Object.entries(disagreements).map(([column, value], n) =>
          line(freshCells, { role: `Role ${n + 1}`, [column]: value }),
        ),
        unknown(1, { client: 'Nowhere Client' }),
        unknown(1, { client: 'Nowhere Client', role: 'Other Role' }),
        unknown(2, { department: 'Nowhere' }),
        unknown(3, { engagement_manager_email: `nobody-${stamp}@example.com` }),
        unknown(4, { sales_rep_email: `nobody-${stamp}@example.com` }),
        unknown(5, { role_start_date: '2025-02-01', role_end_date: '2025-01-31' }),
        line(exportedLines[0]!, { name: 'Renamed', billing_terms: '60', rate: '175' }),
        line(exportedLines[1]!, { name: 'Renamed', billing_terms: '60' }),
        line(freshCells, { rate: '101' }),
        line(untouchedLine),
      ),
    );
    const lineOfStored = 18;
    const freshFields = {
      name: 'Disagree',
      client: 'Acme Manufacturing',
      billing_type: 'variable',
      billing_terms: 45,
      po_number: 'PO-1',
      billing_class: 'Class A',
      billable: true,
      department: 'Consulting',
      engagement_manager_email: 'manager@example.com',
      sales_rep_email: 'admin@example.com',
    };
    expect(result).toEqual({
      ...emptyPreview('engagements', 20),
      creates: 3,
      updates: 2,
      unchanged: 3,
      changes: [
        created(2, fresh, freshFields),
        created(2, `${fresh} / Role 0`, { rate: 100, role_start_date: '2025-01-01' }),
        created(17, `UNK-${stamp}-5`, freshFields),
        {
          line: lineOfStored,
          action: 'update',
          key: stored,
          changes: { name: { from: engagement.name, to: 'Renamed' }, billing_terms: { from: 30, to: 60 } },
        },
        {
          line: lineOfStored,
          action: 'update',
          key: `${stored} / Consultant`,
          changes: { rate: { from: 150, to: 175 } },
        },
      ],
      problems: [
        ...Object.keys(disagreements).map((column, n) => ({
          line: 3 + n,
          column,
          message: `Line 2 gives ${fresh} another ${column}.`,
        })),
        {
          line: 12,
          column: 'client',
          message: 'No client is named Nowhere Client; import it with the clients first.',
        },
        { line: 14, column: 'department', message: 'No department is named Nowhere.' },
        {
          line: 15,
          column: 'engagement_manager_email',
          message: `Nobody has the email nobody-${stamp}@example.com.`,
        },
        { line: 16, column: 'sales_rep_email', message: `Nobody has the email nobody-${stamp}@example.com.` },
        { line: 17, column: 'role_end_date', message: 'Must not be before role_start_date.' },
        { line: 20, column: 'role', message: `Line 2 already has ${fresh} / Role 0.` },
      ],
    });
    const oneDay = await preview(
      'engagements',
      file(line(freshCells, { project_code: `ONE-${stamp}`, role_end_date: '2025-01-01' })),
    );
    expect(oneDay.problems).toEqual([]);
    expect(oneDay.changes[1]).toEqual(
      created(2, `ONE-${stamp} / Role 0`, {
        rate: 100,
        role_start_date: '2025-01-01',
        role_end_date: '2025-01-01',
      }),
    );

    const renamed = { name: 'Renamed', billing_terms: '60' } as const;
    expect(
      await imported(
        'engagements',
        file(
          line(freshCells),
          line(exportedLines[0]!, { ...renamed, rate: '175' }),
          line(exportedLines[1]!, renamed),
        ),
      ),
    ).toEqual({ kind: 'engagements', created: 2, updated: 2, unchanged: 1 });
    expect(await latestAudit(admin, 'engagement', engagement.id)).toMatchObject({
      action: 'engagement_updated',
      before: { id: engagement.id, name: engagement.name, billingTerms: 30 },
      after: { id: engagement.id, name: 'Renamed', billingTerms: 60 },
      detail: { source: 'csv' },
    });
    const roleView = {
      engagementId: engagement.id,
      name: 'Consultant',
      startDate: role.startDate,
      endDate: null,
    };
    expect(await latestAudit(admin, 'engagement_role', role.id)).toMatchObject({
      action: 'engagement_role_updated',
      before: { ...roleView, rate: 150 },
      after: { ...roleView, rate: 175 },
      detail: { source: 'csv' },
    });
    expect(await latestAudit(admin, 'engagement_role', second!.id)).toBeUndefined();
    const [made] = await db().select().from(engagements).where(eq(engagements.projectCode, fresh));
    expect(await latestAudit(admin, 'engagement', made!.id)).toMatchObject({
      action: 'engagement_created',
      before: null,
      after: { id: made!.id, projectCode: fresh, name: 'Disagree', billingTerms: 45, poNumber: 'PO-1' },
      detail: { source: 'csv' },
    });
    const [madeRole] = await db()
      .select()
      .from(engagementRoles)
      .where(eq(engagementRoles.engagementId, made!.id));
    expect(await latestAudit(admin, 'engagement_role', madeRole!.id)).toMatchObject({
      action: 'engagement_role_created',
      before: null,
      after: { engagementId: made!.id, name: 'Role 0', rate: 100, startDate: '2025-01-01', endDate: null },
      detail: { source: 'csv' },
    });
    // No budget: its five columns blank (issue 40).
    expect((parse(await exported('engagements')) as string[][]).filter(([code]) => code === fresh)).toEqual([
      [...freshCells, '', '', '', '', ''],
    ]);
  });

  it('imports people line by line: each refusal word for word, start dates against logged hours, and what stays', async () => {
    const first = await createPerson(context, { email: `circle-a-${stamp}@example.com` });
    const second = await createPerson(context, { email: `circle-b-${stamp}@example.com` });
    const loggers = [];
    for (const name of ['late', 'blank', 'same']) {
      const person = await createPerson(context, { email: `${name}-start-${stamp}@example.com` });
      const { resource } = await createEngagement(context, person);
      await createTimesheet(context, person, {
        rows: [{ resourceId: resource.id, entries: [{ date: today, hours: 2 }] }],
      });
      loggers.push(person);
    }
    const [late, blank, same] = loggers as [Person, Person, Person];
    const disabled = await createPerson(context, { email: `disabled-${stamp}@example.com`, enabled: false });
    const kept = await createPerson(context, {
      email: `kept-${stamp}@example.com`,
      roles: ['employee', 'reports'],
      jobTitle: 'Keeper',
    });
    const line = (
      person: Pick<Person, 'email'>,
      fields: { lead?: string; department?: string; start?: string; roles?: string; active?: string } = {},
    ) =>
      `${person.email},Test,Person,,${fields.department ?? ''},${fields.lead ?? ''},${fields.start ?? LONG_AGO},false,${fields.roles ?? 'employee'},${fields.active ?? 'true'}`;
    const admins =
      'admin@example.com,Adrian,Cole,Operations Manager,Finance & Operations,,2017-01-02,false,employee,true';
    const ledBy = await createPerson(context, { email: `led-by-${stamp}@example.com` });
    const leading = await createPerson(context, {
      email: `leading-${stamp}@example.com`,
      teamLeadId: ledBy.id,
    });
    const sameSession = await signedIn(context, same);
    const exportedKept = (parse(await exported('people')) as string[][]).find(
      ([email]) => email === kept.email,
    )!;
    expect(exportedKept).toEqual([
      kept.email,
      'Test',
      kept.lastName,
      'Keeper',
      '',
      '',
      LONG_AGO,
      'false',
      'employee;reports',
      'true',
    ]);
    const keptLine = [...exportedKept.slice(0, 8), 'reports;employee', 'yes'].join(',');

    const result = await preview(
      'people',
      csvOf([
        PEOPLE_HEADER,
        line(second, { lead: first.email }),
        line(first, { lead: second.email }),
        line({ email: `own-${stamp}@example.com` }, { lead: `own-${stamp}@example.com` }),
        line({ email: `unled-${stamp}@example.com` }, { lead: `nobody-${stamp}@example.com` }),
        line({ email: `nowhere-${stamp}@example.com` }, { department: 'Nowhere' }),
        admins,
        line(late, { start: addDays(today, 1) }),
        line(blank, { start: '' }),
        line(same, { start: today, department: 'consulting' }),
        line(disabled, { active: 'true' }),
        keptLine,
        line(ledBy, { lead: leading.email }),
      ]),
    );
    expect(result.problems).toEqual([
      {
        line: 2,
        column: 'team_lead_email',
        message: `Team leads would go round in a circle: ${first.email} → ${second.email} → ${first.email}.`,
      },
      { line: 4, column: 'team_lead_email', message: 'Nobody is their own team lead.' },
      { line: 5, column: 'team_lead_email', message: `Nobody has the email nobody-${stamp}@example.com.` },
      { line: 6, column: 'department', message: 'No department is named Nowhere.' },
      { line: 7, column: 'roles', message: 'You cannot take away your own admin role.' },
      {
        line: 8,
        column: 'employment_start_date',
        message: `Hours are logged from ${today}; the employment start date must stay on or before it.`,
      },
      {
        line: 9,
        column: 'employment_start_date',
        message: `Hours are logged from ${today}; the employment start date must stay on or before it.`,
      },
      {
        line: 13,
        column: 'team_lead_email',
        message: `Team leads would go round in a circle: ${ledBy.email} → ${leading.email} → ${ledBy.email}.`,
      },
    ]);
    expect(result).toMatchObject({ records: 12, creates: 0, updates: 2, unchanged: 1 });
    expect(result.changes).toEqual([
      {
        line: 10,
        action: 'update',
        key: same.email,
        changes: {
          last_name: { from: same.lastName, to: 'Person' },
          department: { from: null, to: 'Consulting' },
          employment_start_date: { from: LONG_AGO, to: today },
        },
      },
      {
        line: 11,
        action: 'update',
        key: disabled.email,
        changes: { last_name: { from: disabled.lastName, to: 'Person' }, active: { from: false, to: true } },
      },
    ]);

    expect(
      await imported(
        'people',
        csvOf([
          PEOPLE_HEADER,
          line(same, { start: today }),
          line(disabled, { roles: 'employee;reports' }),
          keptLine,
        ]),
      ),
    ).toEqual({ kind: 'people', created: 0, updated: 2, unchanged: 1 });
    expect(await latestAudit(admin, 'person', disabled.id)).toMatchObject({
      action: 'person_updated',
      before: { email: disabled.email, lastName: disabled.lastName, enabled: false, roles: ['employee'] },
      after: { email: disabled.email, lastName: 'Person', enabled: true, roles: ['employee', 'reports'] },
      detail: { source: 'csv' },
    });
    expect((await sameSession.get('/api/user')).statusCode).toBe(200);
    expect(await personByEmail(context, same.email)).toMatchObject({
      employmentStartDate: today,
      departmentId: null,
    });
    expect(await latestAudit(admin, 'person', kept.id)).toBeUndefined();
  });

  it('runs two imports of one file one after the other: the second finds the records the first made', async () => {
    const csv = csvOf(['name', `Twice ${stamp}`]);
    const responses = await Promise.all([
      admin.post('/api/admin/csv/clients', { csv }),
      admin.post('/api/admin/csv/clients', { csv }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(
      responses
        .map((response) => csvImportResponseSchema.parse(response.json()))
        .sort((a, b) => b.created - a.created),
    ).toEqual([
      { kind: 'clients', created: 1, updated: 0, unchanged: 0 },
      { kind: 'clients', created: 0, updated: 0, unchanged: 1 },
    ]);
    expect(await db().$count(clients, eq(clients.name, `Twice ${stamp}`))).toBe(1);
  });

  it('gives the people a file adds ids of their own while it checks leads: none is taken for a stored one', async () => {
    const [firstStored] = await db().select().from(people).where(eq(people.id, 1));
    expect(firstStored).toBeDefined();
    const lead = await createPerson(context, { teamLeadId: 1 });
    const email = `newcomer-${stamp}@example.com`;
    const result = await preview(
      'people',
      csvOf([PEOPLE_HEADER, `${email},New,Comer,,,${lead.email},,false,employee,true`]),
    );
    expect(result.problems).toEqual([]);
    expect(result.changes).toEqual([
      created(2, email, {
        first_name: 'New',
        last_name: 'Comer',
        team_lead_email: lead.email,
        contractor: false,
        roles: ['employee'],
        active: true,
      }),
    ]);
  });

  it('exports people by last name, then first name, then as they were added', async () => {
    const lastName = `Sorted ${stamp}`;
    const bea = await createPerson(context, { lastName, firstName: 'Bea' });
    const al = await createPerson(context, { lastName, firstName: 'Al' });
    const alToo = await createPerson(context, { lastName, firstName: 'Al' });
    const zoe = await createPerson(context, { lastName: `Aardvark ${stamp}`, firstName: 'Zoe' });
    const rows = parse(await exported('people')) as string[][];
    const ours = new Set([lastName, zoe.lastName]);
    expect(rows.filter((row) => ours.has(row[2]!)).map(([email]) => email)).toEqual([
      zoe.email,
      al.email,
      alToo.email,
      bea.email,
    ]);
  });
});

async function latestResource(personId: number) {
  const [row] = await context.database.db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.personId, personId));
  return row?.id;
}
