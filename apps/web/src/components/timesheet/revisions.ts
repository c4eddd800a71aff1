import type { TimesheetStatusRevision } from '@timekeep/shared/schemas/timesheets';
import dayjs from 'dayjs';

/** When a status change was made, as the Comments and History panels show it. */
export function revisionTime(revision: TimesheetStatusRevision): string {
  return dayjs(revision.createdAt).format('MMM D, YYYY h:mm A');
}

/**
 * The revisions as the panels list them: every status change newest first (History), and of those the
 * ones with a note (Comments). The history call answers them oldest first.
 */
export function panelRevisions(revisions: readonly TimesheetStatusRevision[] | undefined): {
  history: TimesheetStatusRevision[];
  comments: TimesheetStatusRevision[];
} {
  const history = [...(revisions ?? [])].reverse();
  return { history, comments: history.filter((revision) => revision.note) };
}
