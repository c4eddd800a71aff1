import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { recordAudits } from '../../core/audit';
import { recordNotifications } from '../../core/notifications/record-notifications';
import type { Db } from '../../db/client';
import { markEndedReopenings } from './period-close.queries';

/**
 * The job of the period-close queue: every reopening that ended by `at` is recorded closed again, in the audit
 * log (nobody acted: the end did) and, for one person's, by telling them; three statements whatever their
 * number, in one transaction. A second run, on this server or another, finds nothing left. The periods were
 * closed again for their people at the end whether or not this ran (`closedForPerson`).
 */
export async function closeEndedReopenings(db: Db, at = new Date().toISOString()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await markEndedReopenings(tx, at);
    await recordAudits(
      tx,
      ended.map((reopening) => ({
        actorId: null,
        action: 'timesheet_period_closed_again',
        entityType: 'timesheet_period' as const,
        entityId: reopening.periodId,
        detail: {
          reopeningId: reopening.id,
          startDate: reopening.startDate,
          endDate: reopening.endDate,
          endedAt: reopening.endsAt,
        },
      })),
    );
    await recordNotifications(
      tx,
      ended.flatMap((reopening) =>
        reopening.personId === null
          ? []
          : [
              {
                about: reopening.personId,
                to: 'person' as const,
                kind: 'timesheet_period_closed_again' as const,
                actorId: null,
                subject: `Your timesheet for ${formatDateRange(reopening.startDate, reopening.endDate)} is closed again.`,
                body: null,
                link: `/timesheets?start_date=${reopening.startDate}`,
                detail: { reopeningId: reopening.id, periodStartDate: reopening.startDate },
              },
            ],
      ),
    );
    return ended.length;
  });
}
