import type { Holiday, HolidayInput } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import { holidays } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './calendar.policy';
import { countApprovedTimesheetsOn, holidayOn } from './calendar.queries';

const dateTaken = (date: string) =>
  new AppError('conflict', `body.date: ${date} is a holiday already; rename it instead.`, 'body.date');

/**
 * POST /api/admin/holidays: a company holiday. From then on it is not a working day for capacity, for the
 * time-off day counts and pickers, and the grid marks it; refused where approved timesheets count the day.
 */
export async function addHoliday(db: Db, actor: Actor, input: HolidayInput): Promise<Holiday> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  return db
    .transaction(async (tx) => {
      if (await holidayOn(tx, input.date)) throw dateTaken(input.date);
      const approvedTimesheets = await countApprovedTimesheetsOn(tx, input.date);
      authorize(policyActor, 'create', {
        kind: 'holiday',
        date: input.date,
        approvedTimesheets,
      });
      const holiday = await insertRow(tx, holidays, input);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'holiday_created',
        entityType: 'holiday',
        entityId: holiday.id,
        after: holiday,
      });
      return holiday;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'holidays_date_unique')) throw dateTaken(input.date);
      throw error;
    });
}
