import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalProjectAssignments,
  additionalProjects,
  auditLog,
  clients,
  codeAlerts,
  departments,
  engagementRoles,
  engagements,
  holidays,
  people,
  relatedManagers,
  resources,
  sessions,
  timeOffLedgerEntries,
  timesheetPeriods,
} from '../src/db/schema';
import { access } from '../src/plugins/access';
import { anonymous, type SignedIn, signedIn } from './request';
import { createTestApp, type TestContext } from './test-app';

/**
 * Every admin route of issue 11 (and the users list before it) refuses everyone but admins before it reads
 * the request, and leaves no trace: no row anywhere changes.
 */
let context: TestContext;
const callers: Record<string, SignedIn> = {};

beforeAll(async () => {
  context = await createTestApp();
  for (const name of ['employee', 'manager', 'reports', 'admin']) {
    callers[name] = await signedIn(context, `${name}@example.com`);
  }
});
afterAll(async () => {
  await context?.close();
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const sampleUrl = (url: string) => url.replace(':kind', 'people').replace(/:[A-Za-z]+/g, '1');

/** How many rows each table an admin route writes holds (the audit log too). */
async function rowCounts() {
  const tables = {
    auditLog,
    people,
    relatedManagers,
    sessions,
    departments,
    clients,
    engagements,
    engagementRoles,
    resources,
    codeAlerts,
    additionalProjects,
    additionalProjectAssignments,
    holidays,
    timesheetPeriods,
    timeOffLedgerEntries,
  };
  const counts = await Promise.all(Object.values(tables).map((table) => context.database.db.$count(table)));
  return Object.fromEntries(Object.keys(tables).map((name, index) => [name, counts[index]]));
}

describe('admin routes', () => {
  const adminRoutes = () =>
    context.app.registeredRoutes.filter((route) => route.access === access.admin && route.method !== 'HEAD');

  it('are every new catalog, engagements, people, calendar, CSV and audit route', () => {
    const paths = adminRoutes().map((route) => `${route.method} ${route.url}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/engagements',
        'PATCH /api/resources/:id',
        'POST /api/resources',
        'POST /api/admin/people/:id/deactivate',
        'PUT /api/admin/time_off_balances',
        'POST /api/admin/timesheet_periods/generate',
        'POST /api/admin/csv/:kind',
        'GET /api/admin/audit',
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(40);
  });

  it('answer 401 without a session and 403 to employees, managers and reports, changing nothing', async () => {
    const before = await rowCounts();
    expect(before.people).toBeGreaterThan(40);
    for (const route of adminRoutes()) {
      const url = sampleUrl(route.url);
      const body = UNSAFE.has(route.method) ? {} : undefined;
      const method = route.method as 'GET';
      const outcome = async (as: { send: SignedIn['send'] }) => (await as.send(method, url, body)).statusCode;
      expect({ route: `${route.method} ${route.url}`, status: await outcome(anonymous(context)) }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      for (const name of ['employee', 'manager', 'reports']) {
        const response = await callers[name]!.send(method, url, body);
        expect({ route: `${route.method} ${route.url}`, name, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          name,
          status: 403,
        });
        expect(response.json().error.code).toBe('forbidden');
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});
