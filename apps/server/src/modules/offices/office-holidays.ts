import type { OfficeHoliday, OfficeHolidayInput } from '@timekeep/shared/schemas/offices';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './offices.policy';
import { deleteOfficeHoliday, insertOfficeHoliday, listOfficeHolidays, lockOffice } from './offices.queries';

const officeNotFound = () => new AppError('not_found', 'Office not found.');

/** GET /api/admin/offices/{id}/holidays?year=. */
export async function listHolidaysOfOffice(db: Db, actor: Actor, officeId: number, year: number) {
  authorize(policyActorOf(actor), 'administer');
  if (!(await lockOffice(db, officeId))) throw officeNotFound();
  return listOfficeHolidays(db, officeId, year);
}

/**
 * POST /api/admin/offices/{id}/holidays: a day off for the office's people on the days they belong to it, on
 * top of the company's holidays; audited.
 */
export async function addOfficeHoliday(
  db: Db,
  actor: Actor,
  officeId: number,
  input: OfficeHolidayInput,
): Promise<OfficeHoliday> {
  authorize(policyActorOf(actor), 'administer');
  return db
    .transaction(async (tx) => {
      if (!(await lockOffice(tx, officeId))) throw officeNotFound();
      const holiday = await insertOfficeHoliday(tx, officeId, input.date, input.name);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'office_holiday_created',
        entityType: 'office_holiday',
        entityId: holiday.id,
        after: holiday,
      });
      return holiday;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'office_holidays_office_date_unique')) {
        throw new AppError(
          'conflict',
          `body.date: The office has a holiday on ${input.date} already.`,
          'body.date',
        );
      }
      throw error;
    });
}

/** DELETE /api/admin/offices/{id}/holidays/{holidayId}, audited. */
export async function removeOfficeHoliday(db: Db, actor: Actor, officeId: number, holidayId: number) {
  authorize(policyActorOf(actor), 'administer');
  await db.transaction(async (tx) => {
    const holiday = await deleteOfficeHoliday(tx, officeId, holidayId);
    if (!holiday) throw new AppError('not_found', 'Office holiday not found.');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'office_holiday_deleted',
      entityType: 'office_holiday',
      entityId: holidayId,
      before: holiday,
    });
  });
}
