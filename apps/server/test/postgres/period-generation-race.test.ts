import { addDays } from '@timekeep/shared/domain/periods';
import {
  generatePeriodsResponseSchema,
  timesheetPeriodsResponseSchema,
} from '@timekeep/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../request';
import { appWithOutsideConnection, waitForBlockedStatements } from './server-process';

const start = appWithOutsideConnection();

// PGlite runs one transaction at a time, so two generations interleave only on PostgreSQL (this folder's stage).
describe('two admins generating timesheet periods at the same moment', () => {
  it('adds each period once, the second generation after the first, with no gap', async () => {
    const { context, outside } = await start();
    const admin = await signedIn(context, 'admin@example.com');
    const periods = async () =>
      timesheetPeriodsResponseSchema.parse((await admin.get('/api/timesheet_periods')).json())
        .timesheetPeriods;
    const before = await periods();
    const through = addDays(before.at(-1)!.endDate, 100);

    // The test's connection holds the table: both generations read and queue behind it, then go in turn.
    await outside.query('BEGIN');
    await outside.query('LOCK TABLE timesheet_periods IN SHARE ROW EXCLUSIVE MODE');
    const first = Promise.resolve(admin.post('/api/admin/timesheet_periods/generate', { through }));
    await waitForBlockedStatements(outside, 1);
    const second = Promise.resolve(
      admin.post('/api/admin/timesheet_periods/generate', { through: addDays(through, 40) }),
    );
    await waitForBlockedStatements(outside, 2);
    await outside.query('COMMIT');

    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const created = answers.flatMap((answer) => generatePeriodsResponseSchema.parse(answer.json()).created);
    const after = await periods();
    expect(after).toHaveLength(before.length + created.length);
    for (let index = 1; index < after.length; index += 1) {
      expect(after[index]!.startDate).toBe(addDays(after[index - 1]!.endDate, 1));
    }
    expect(after.at(-1)!.endDate >= addDays(through, 40)).toBe(true);
  });
});
