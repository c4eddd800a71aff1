import type { WebhookEventType } from '@timekeep/shared/schemas/webhooks';

/** Each event in plain words, grouped as the form lists them. */
export const eventGroups: { label: string; events: { type: WebhookEventType; label: string }[] }[] = [
  {
    label: 'Timesheets',
    events: [
      { type: 'timesheet.submitted', label: 'Submitted' },
      { type: 'timesheet.submitted_on_behalf', label: 'Submitted on behalf' },
      { type: 'timesheet.approved', label: 'Approved' },
      { type: 'timesheet.rejected', label: 'Rejected' },
      { type: 'timesheet.unapproved', label: 'Unapproved' },
      { type: 'timesheet.undone', label: 'Submission or decision undone' },
    ],
  },
  {
    label: 'Time off',
    events: [
      { type: 'time_off.requested', label: 'Requested' },
      { type: 'time_off.edited', label: 'Edited' },
      { type: 'time_off.withdrawn', label: 'Withdrawn' },
      { type: 'time_off.answered', label: 'Approved or rejected' },
    ],
  },
  {
    label: 'Periods',
    events: [
      { type: 'period.closed', label: 'Closed' },
      { type: 'period.reopened', label: 'Reopened' },
    ],
  },
  {
    label: 'People',
    events: [
      { type: 'person.created', label: 'Added' },
      { type: 'person.changed', label: 'Changed' },
      { type: 'person.deactivated', label: 'Deactivated' },
    ],
  },
];

const labelOf = new Map(
  eventGroups.flatMap((group) => group.events.map((event) => [event.type, `${group.label}: ${event.label}`])),
);

/** "Timesheets: Approved", for lists and the delivery log. */
export function eventLabel(type: WebhookEventType): string {
  return labelOf.get(type) ?? type;
}
