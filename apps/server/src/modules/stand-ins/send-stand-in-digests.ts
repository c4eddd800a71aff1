import { fullName } from '@timekeep/shared/domain/person-names';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { recordNotifications } from '../../core/notifications/record-notifications';
import type { NotificationDraft } from '../../core/notifications/workflow-notifications';
import type { Db } from '../../db/client';
import { claimEndedStandIns, type DigestDecision, type EndedStandIn } from './stand-ins.queries';

/** How many decisions a digest lists one by one before it says how many more there were. */
const DECISIONS_LISTED = 20;

/** Each recorded action as the digest words it, and what it is about. */
const decisionWords: Record<string, { verb: string; thing: 'timesheet' | 'time off' }> = {
  timesheet_approved: { verb: 'Approved', thing: 'timesheet' },
  timesheet_rejected: { verb: 'Rejected', thing: 'timesheet' },
  timesheet_unapproved: { verb: 'Unapproved', thing: 'timesheet' },
  timesheet_submitted: { verb: 'Submitted on their behalf', thing: 'timesheet' },
  time_off_approved: { verb: 'Approved', thing: 'time off' },
  time_off_rejected: { verb: 'Rejected', thing: 'time off' },
};

function decisionLine(decision: DigestDecision): string {
  const words = decisionWords[decision.action] ?? { verb: decision.action, thing: 'timesheet' };
  const who =
    decision.firstName === null || decision.lastName === null
      ? 'someone no longer listed'
      : fullName({ firstName: decision.firstName, lastName: decision.lastName });
  const when =
    decision.startDate && decision.endDate
      ? `, ${formatDateRange(decision.startDate, decision.endDate)}`
      : '';
  return `${words.verb}: ${who}'s ${words.thing}${when}`;
}

/** The lead's one message about a range that is over: what the stand-in decided for their team, line by line. */
export function standInDigest(range: EndedStandIn): NotificationDraft {
  const standIn = fullName({ firstName: range.standInFirstName, lastName: range.standInLastName });
  const days = formatDateRange(range.startDate, range.endDate);
  const count = range.decisions.length;
  const listed = range.decisions.slice(0, DECISIONS_LISTED).map(decisionLine);
  const more = count > DECISIONS_LISTED ? [`…and ${count - DECISIONS_LISTED} more.`] : [];
  return {
    about: range.leadId,
    to: 'person',
    kind: 'stand_in_digest',
    actorId: range.standInId,
    subject:
      count === 0
        ? `While you were away (${days}), ${standIn} stood in for you and decided nothing for your team.`
        : `While you were away (${days}), ${standIn} took ${count} ${count === 1 ? 'decision' : 'decisions'} for your team.`,
    body: count === 0 ? null : [...listed, ...more].join('\n'),
    link: '/team/timesheets',
    detail: { standInId: range.id },
  };
}

/**
 * The job of the stand-in queue: every range over by `at` whose lead was not told yet gets its one digest, in
 * one transaction of two statements whatever their number (claim the ranges with their decisions; write the
 * messages and their emails). A range ended before its first day tells nobody. A second run finds nothing.
 */
export async function sendStandInDigests(db: Db, at = new Date().toISOString()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await claimEndedStandIns(tx, at);
    await recordNotifications(tx, ended.filter((range) => range.began).map(standInDigest));
    return ended.length;
  });
}
