import { todayIso } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { formatUtcMinute } from '@timekeep/shared/domain/utc-minute';
import type { ClosablePeriod } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { recordNotifications } from '../../core/notifications/record-notifications';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './calendar.policy';
import { PERIOD_NOT_FOUND } from './close-period';
import {
  findReopeningPerson,
  insertReopening,
  listClosablePeriods,
  lockPeriod,
} from './period-close.queries';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/admin/timesheet_periods/{id}/reopen: a closed period opens again for one person (or for everyone)
 * for `hours`, with the admin's reason; it closes again by itself at the end (`closedForPerson` reads the end,
 * and the job records it). The person is told in the app and by email. Audited in the same transaction.
 */
export async function reopenPeriod(
  db: Db,
  actor: Actor,
  periodId: number,
  body: { personId: number | null; reason: string; hours: number },
): Promise<ClosablePeriod> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  const now = new Date();
  const at = now.toISOString();
  const endsAt = new Date(now.getTime() + body.hours * HOUR_MS).toISOString();
  return db.transaction(async (tx) => {
    const period = await lockPeriod(tx, periodId);
    if (!period) throw new AppError('not_found', PERIOD_NOT_FOUND);
    authorize(policyActor, 'reopen', {
      kind: 'period',
      ...period,
      timesheets: 0,
      isLast: false,
      today: todayIso(),
    });
    const person = body.personId === null ? null : await findReopeningPerson(tx, body.personId);
    if (body.personId !== null && !person) throw new AppError('not_found', 'Person not found.', 'personId');
    const reopeningId = await insertReopening(tx, {
      periodId,
      personId: body.personId,
      reason: body.reason,
      reopenedBy: actor.id,
      at,
      endsAt,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'timesheet_period_reopened',
      entityType: 'timesheet_period',
      entityId: periodId,
      detail: {
        reopeningId,
        startDate: period.startDate,
        endDate: period.endDate,
        for: person ? fullName(person) : 'everyone',
        reason: body.reason,
        endsAt,
      },
    });
    if (person) {
      const range = formatDateRange(period.startDate, period.endDate);
      await recordNotifications(tx, [
        {
          about: person.id,
          to: 'person',
          kind: 'timesheet_period_reopened',
          actorId: actor.id,
          subject: `${actor.name} reopened your timesheet for ${range} until ${formatUtcMinute(endsAt)}.`,
          body: body.reason,
          link: `/timesheets?start_date=${period.startDate}`,
          detail: { reopeningId, periodStartDate: period.startDate },
        },
      ]);
    }
    const [reopened] = await listClosablePeriods(tx, { id: periodId }, at);
    return reopened!;
  });
}
