import type { QueryClient } from '@tanstack/react-query';

/**
 * Issue 39: approved time off shows in timesheets as locked rows (read live by the server), so a change of time
 * off makes every timesheet read stale: the person's own (`features/timesheets`' period queries) and the team
 * lists and views (`features/team`'s `timesheets()`), whatever feature made the change. Features do not import
 * each other, so their keys' roots are named here. The own timesheet is held without refetching while its page
 * is open (it carries unsaved edits); time off changes elsewhere, so it is read again when that page opens.
 */
const timesheetReads = [
  ['timesheets', 'period'],
  ['team', 'timesheets'],
] as const;

/** Marks the timesheet reads stale after time off changed: open ones refetch, others on their next use. */
export async function refreshTimesheetsAfterTimeOff(queryClient: QueryClient): Promise<void> {
  await Promise.all(timesheetReads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
