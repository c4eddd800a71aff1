import type { Period } from '@timekeep/shared/domain/periods';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import type { NotificationDraft } from '../../core/notifications/workflow-notifications';
import type { ReminderOccasion } from './reminder-days';

/**
 * A reminder to each person to submit their timesheet of the period, sent by nobody. `remindedOn` is part of
 * what it is about, so the same reminder is written once a day however often the run is repeated.
 */
export function timesheetReminders(
  personIds: readonly number[],
  period: Period,
  occasion: ReminderOccasion,
  remindedOn: string,
): NotificationDraft[] {
  const range = formatDateRange(period.startDate, period.endDate);
  const body =
    occasion === 'last-working-day'
      ? 'Today is the last working day of the period: please submit it before you leave.'
      : 'The period has ended: please submit it so that your team lead can approve it.';
  return personIds.map((personId) => ({
    about: personId,
    to: 'person',
    kind: 'timesheet_reminder',
    actorId: null,
    subject: `Reminder: your timesheet for ${range} is not submitted yet.`,
    body,
    link: `/timesheets?start_date=${period.startDate}`,
    detail: { periodStartDate: period.startDate, remindedOn },
  }));
}

/** What waits for one team lead's approval. */
export interface PendingApprovals {
  leadId: number;
  timesheets: number;
  timeOffRequests: number;
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** One message per lead each working morning: what waits for their approval, opening their pending list. */
export function approvalDigests(pending: readonly PendingApprovals[], digestOn: string): NotificationDraft[] {
  return pending.map(({ leadId, timesheets, timeOffRequests }) => {
    const waiting = [
      ...(timesheets > 0 ? [counted(timesheets, 'timesheet', 'timesheets')] : []),
      ...(timeOffRequests > 0 ? [counted(timeOffRequests, 'time-off request', 'time-off requests')] : []),
    ];
    const verb = timesheets + timeOffRequests === 1 ? 'is' : 'are';
    return {
      about: leadId,
      to: 'person',
      kind: 'approvals_digest',
      actorId: null,
      subject: `${waiting.join(' and ')} ${verb} waiting for your approval.`,
      body: null,
      link: '/team/pending',
      detail: { digestOn },
    };
  });
}
