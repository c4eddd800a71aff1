import type { TimeOffReason, TimeOffStatus } from '../schemas/time-off';

/** Readable names of the leave types, used in the modal, the tables and the server's messages. */
export const timeOffReasonLabels: Record<TimeOffReason, string> = {
  pto: 'PTO',
  office_closure: 'Office Closure',
  bereavement: 'Bereavement',
  jury_duty: 'Jury Duty',
  paid_sick_leave_ffcra: 'Paid Sick Leave (FFCRA)',
  expanded_fmla_ffcra: 'Expanded FMLA (FFCRA)',
  unpaid_time_off: 'Unpaid Time Off',
  fmla: 'FMLA',
  maternity_leave: 'Maternity Leave',
  paternity_leave: 'Paternity Leave',
  short_term_disability: 'Short-Term Disability',
  long_term_disability: 'Long-Term Disability',
};

/** The spec's groups of leave types, in the order the modal offers them. */
export const timeOffReasonGroups: { label: string; reasons: TimeOffReason[] }[] = [
  { label: 'Flex PTO', reasons: ['pto', 'office_closure', 'bereavement', 'jury_duty'] },
  {
    label: 'FFCRA and unpaid leave',
    reasons: ['paid_sick_leave_ffcra', 'expanded_fmla_ffcra', 'unpaid_time_off'],
  },
  {
    label: 'Other leave',
    reasons: ['fmla', 'maternity_leave', 'paternity_leave', 'short_term_disability', 'long_term_disability'],
  },
];

export const timeOffStatusLabels: Record<TimeOffStatus, string> = {
  pending: 'Waiting for Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  unapproved: 'Unapproved',
};
