import { fullName, type PersonName } from '@timekeep/shared/domain/person-names';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { NotificationKind } from '@timekeep/shared/schemas/notifications';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';

/**
 * A message to write with the change that causes it: about one person (a timesheet's owner, a requester),
 * for them or for their team lead. Whether it is written at all is the statement's business: never to the
 * person who acted, never to someone deactivated (`insertNotifications`).
 */
export interface NotificationDraft {
  about: number;
  to: 'person' | 'teamLead';
  kind: NotificationKind;
  /** Who acted; null for a message nobody caused (a reminder, a digest). */
  actorId: number | null;
  subject: string;
  body: string | null;
  link: string;
  detail: Record<string, unknown>;
}

/** Who acted: the signed-in person (their name as the header shows it). */
export interface NotificationActor {
  id: number;
  name: string;
}

export type TimesheetStep =
  | 'submit'
  | 'submitOnBehalf'
  | 'submitForOwner'
  | 'undoSubmission'
  | 'approve'
  | 'reject'
  | 'unapprove'
  | 'undoDecision';

export interface TimesheetNotice {
  timesheetId: number;
  owner: PersonName & { id: number };
  period: { startDate: string; endDate: string };
  /** The lead's note (a rejection's reason, an unapproval's), shown under the message. */
  note?: string | null;
}

/**
 * Each step's kind, and who is told: a submit and its undoing go to the owner's lead, a decision to the owner,
 * and a submission on the owner's behalf to both (each told what the lead added).
 */
const timesheetSteps: Record<TimesheetStep, { kind: NotificationKind; to: NotificationDraft['to'] }> = {
  submit: { kind: 'timesheet_submitted', to: 'teamLead' },
  submitOnBehalf: { kind: 'timesheet_submitted_on_behalf', to: 'teamLead' },
  submitForOwner: { kind: 'timesheet_submitted_for_you', to: 'person' },
  undoSubmission: { kind: 'timesheet_submission_undone', to: 'teamLead' },
  approve: { kind: 'timesheet_approved', to: 'person' },
  reject: { kind: 'timesheet_rejected', to: 'person' },
  unapprove: { kind: 'timesheet_unapproved', to: 'person' },
  undoDecision: { kind: 'timesheet_decision_undone', to: 'person' },
};

function timesheetSubject(step: TimesheetStep, actor: string, owner: string, period: string): string {
  switch (step) {
    case 'submit':
      return `${actor} submitted their timesheet for ${period}.`;
    case 'submitOnBehalf':
      return `${actor} submitted ${owner}'s timesheet for ${period} on their behalf.`;
    case 'submitForOwner':
      return `${actor} submitted your timesheet for ${period} on your behalf.`;
    case 'undoSubmission':
      return `${actor} took back their timesheet for ${period}: it no longer waits for your approval.`;
    case 'approve':
      return `${actor} approved your timesheet for ${period}.`;
    case 'reject':
      return `${actor} rejected your timesheet for ${period}.`;
    case 'unapprove':
      return `${actor} unapproved your timesheet for ${period}: it is open for changes again.`;
    case 'undoDecision':
      return `${actor} took back their decision on your timesheet for ${period}: it is as it was before.`;
  }
}

/**
 * A step of a timesheet: a submit (by its owner or for them) and its undoing go to the owner's team lead and
 * open the timesheet in the manager area, where it is approved or rejected; a lead's decision goes to the
 * owner and opens their timesheet of that period.
 */
export function timesheetNotification(
  step: TimesheetStep,
  actor: NotificationActor,
  notice: TimesheetNotice,
): NotificationDraft {
  const { kind, to } = timesheetSteps[step];
  const period = formatDateRange(notice.period.startDate, notice.period.endDate);
  return {
    about: notice.owner.id,
    to,
    kind,
    actorId: actor.id,
    subject: timesheetSubject(step, actor.name, fullName(notice.owner), period),
    body: notice.note?.trim() || null,
    link:
      to === 'teamLead'
        ? `/team/timesheets/${notice.timesheetId}`
        : `/timesheets?start_date=${notice.period.startDate}`,
    detail: { timesheetId: notice.timesheetId, periodStartDate: notice.period.startDate },
  };
}

/** What a message says of a request: "PTO, Mar 2, 2026 - Mar 4, 2026 (24 h)". */
export interface TimeOffNotice {
  id: number;
  personId: number;
  reason: TimeOffReason;
  startDate: string;
  endDate: string;
  hours: number | string;
}

function describeRequest(request: TimeOffNotice): string {
  return `${timeOffReasonLabels[request.reason]}, ${formatDateRange(request.startDate, request.endDate)} (${Number(request.hours)} h)`;
}

const timeOffRequestChanges = {
  requested: { kind: 'time_off_requested', says: 'requested time off' },
  updated: { kind: 'time_off_updated', says: 'changed a time-off request' },
  withdrawn: { kind: 'time_off_withdrawn', says: 'withdrew a time-off request' },
} as const satisfies Record<string, { kind: NotificationKind; says: string }>;

/**
 * A request made, changed or withdrawn (deleted): to the requester's team lead, opening that person's requests
 * of the year in the manager area, where they are answered. `comment` is the requester's.
 */
export function timeOffRequestNotification(
  change: keyof typeof timeOffRequestChanges,
  actor: NotificationActor,
  request: TimeOffNotice,
  comment: string | null,
): NotificationDraft {
  const { kind, says } = timeOffRequestChanges[change];
  return {
    about: request.personId,
    to: 'teamLead',
    kind,
    actorId: actor.id,
    subject: `${actor.name} ${says}: ${describeRequest(request)}.`,
    body: comment?.trim() || null,
    link: `/team/pto/${request.personId}/${request.startDate.slice(0, 4)}`,
    detail: { requestIds: [request.id] },
  };
}

/** How many requests one message names before it says "and N more". */
const REQUESTS_NAMED = 3;

/**
 * An answer to requests, one message per person whatever the number of their requests answered (a bulk
 * answer may span several people), opening their time off. `comment` is the approver's.
 */
export function timeOffAnswerNotifications(
  decision: 'approve' | 'reject',
  actor: NotificationActor,
  requests: readonly TimeOffNotice[],
  comment: string | null,
): NotificationDraft[] {
  const byPerson = new Map<number, TimeOffNotice[]>();
  for (const request of requests)
    byPerson.set(request.personId, [...(byPerson.get(request.personId) ?? []), request]);
  return [...byPerson].map(([personId, theirs]) => {
    const named = theirs.slice(0, REQUESTS_NAMED).map(describeRequest).join('; ');
    const more = theirs.length > REQUESTS_NAMED ? ` and ${theirs.length - REQUESTS_NAMED} more` : '';
    const verb = decision === 'approve' ? 'approved' : 'rejected';
    return {
      about: personId,
      to: 'person',
      kind: decision === 'approve' ? 'time_off_approved' : 'time_off_rejected',
      actorId: actor.id,
      subject:
        theirs.length === 1
          ? `${actor.name} ${verb} your time off: ${named}.`
          : `${actor.name} ${verb} ${theirs.length} of your time-off requests: ${named}${more}.`,
      body: comment?.trim() || null,
      link: '/pto',
      detail: { requestIds: theirs.map((request) => request.id) },
    };
  });
}

/** A submitted or approved timesheet whose days' approved time off changed (issue 39). */
export interface TimeOffChangedTimesheet {
  timesheetId: number;
  owner: PersonName & { id: number };
  period: { startDate: string; endDate: string };
}

/**
 * Approved time off changed on the days of a timesheet already submitted or approved: its owner and their lead
 * are each told (the lead's opens the timesheet in the manager area, where it is marked 'Time off changed since
 * submission'; the owner's opens their timesheet of that period). Whoever made the change is not told of it.
 */
export function timeOffChangedNotifications(
  actor: NotificationActor,
  changed: readonly TimeOffChangedTimesheet[],
): NotificationDraft[] {
  return changed.flatMap((timesheet) => {
    const period = formatDateRange(timesheet.period.startDate, timesheet.period.endDate);
    const detail = { timesheetId: timesheet.timesheetId, periodStartDate: timesheet.period.startDate };
    const owner: NotificationDraft = {
      about: timesheet.owner.id,
      to: 'person',
      kind: 'timesheet_time_off_changed',
      actorId: actor.id,
      subject: `${actor.name} changed approved time off on your timesheet for ${period}, after it was submitted.`,
      body: null,
      link: `/timesheets?start_date=${timesheet.period.startDate}`,
      detail,
    };
    return [
      owner,
      {
        ...owner,
        to: 'teamLead',
        kind: 'team_timesheet_time_off_changed',
        subject: `${actor.name} changed approved time off on ${fullName(timesheet.owner)}'s timesheet for ${period}, after it was submitted.`,
        link: `/team/timesheets/${timesheet.timesheetId}`,
      },
    ];
  });
}
