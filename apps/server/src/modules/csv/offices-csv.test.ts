import { holidaysResponseSchema } from '@timekeep/shared/schemas/calendar';
import {
  type CsvKind,
  csvImportResponseSchema,
  csvPreviewResponseSchema,
} from '@timekeep/shared/schemas/csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import { createPerson } from '../../../test/factories';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

let context: TestContext;
let admin: SignedIn;
const stamp = Date.now();

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

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

async function exportedLines(kind: CsvKind) {
  const response = await admin.get(`/api/admin/csv/${kind}`);
  expect(response.statusCode).toBe(200);
  return response.body.trim().split(/\r?\n/);
}

describe('offices, office holidays and office moves as CSV', () => {
  it('imports offices, their holidays and people’s moves, refusing unknown names, and exports them back', async () => {
    const north = `North ${stamp}`;
    const south = `South ${stamp}`;
    expect(
      (await preview('offices', `name,time_zone\n${north},Europe/London\n${south},Mars/Base\n`)).problems,
    ).toEqual([{ line: 3, column: 'time_zone', message: 'Must be a time zone such as Europe/London.' }]);
    expect(
      await imported('offices', `name,time_zone\n${north},Europe/London\n${south},Europe/Paris\n`),
    ).toMatchObject({ created: 2 });
    expect(
      await imported('offices', `name,time_zone\n${north.toUpperCase()},America/New_York\n`),
    ).toMatchObject({
      updated: 1,
    });
    expect(await exportedLines('offices')).toContain(`${north},America/New_York`);

    expect(
      (await preview('office_holidays', `office,date,name\nNowhere ${stamp},2031-05-05,Day\n`)).problems,
    ).toEqual([{ line: 2, column: 'office', message: `No office is named Nowhere ${stamp}.` }]);
    expect(
      await imported(
        'office_holidays',
        `office,date,name\n${north},2031-05-05,North Day\n${south},2031-05-06,South Day\n`,
      ),
    ).toMatchObject({ created: 2 });
    expect(await exportedLines('office_holidays')).toContain(`${north},2031-05-05,North Day`);

    const person = await signedIn(
      context,
      await createPerson(context, { email: `mover-${stamp}@example.com` }),
    );
    expect(
      await imported(
        'office_moves',
        `email,office,effective_from\n${person.person.email},${north},2020-01-01\n${person.person.email},${south},2031-05-06\n`,
      ),
    ).toMatchObject({ created: 2 });
    expect(await latestAudit(admin, 'office_move', `${person.person.id} 2031-05-06`)).toMatchObject({
      action: 'office_move_created',
      detail: { source: 'csv' },
    });
    // North's day is theirs (they are in North then); South's is theirs from their move that day.
    const holidays = holidaysResponseSchema.parse((await person.get('/api/holidays')).json()).holidays;
    expect(holidays.map((holiday) => holiday.date).filter((date) => date.startsWith('2031-05-0'))).toEqual([
      '2031-05-05',
      '2031-05-06',
    ]);
    expect(await exportedLines('office_moves')).toContain(`${person.person.email},${south},2031-05-06`);
    expect(
      (
        await preview(
          'office_moves',
          `email,office,effective_from\nnobody-${stamp}@example.com,${north},2030-01-01\n`,
        )
      ).problems,
    ).toEqual([{ line: 2, column: 'email', message: `Nobody has the email nobody-${stamp}@example.com.` }]);
  });
});
