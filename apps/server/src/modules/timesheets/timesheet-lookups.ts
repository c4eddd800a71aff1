import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { timesheetRecord } from './present-timesheet';
import { loadTimesheetsById } from './timesheet-loader';
import { authorize } from './timesheets.policy';
import { findTimesheetById } from './timesheets.queries';

export const STALE_MESSAGE =
  'This timesheet was changed elsewhere (another tab or device) since you loaded it. Reload it to get the newer version, then apply your changes again.';
const NOT_FOUND_MESSAGE = 'Timesheet not found.';

export const timesheetNotFound = () => new AppError('not_found', NOT_FOUND_MESSAGE);

/** A stored timesheet the caller may read, with its rows: not found, or forbidden, otherwise. */
export async function loadVisibleTimesheet(executor: Executor, actor: PolicyActor, timesheetId: number) {
  const [loaded] = await loadTimesheetsById(executor, [timesheetId]);
  if (!loaded?.stored) throw timesheetNotFound();
  authorize(actor, 'view', timesheetRecord(loaded));
  return { ...loaded, stored: loaded.stored };
}

/**
 * Why a guarded write matched nothing, from the timesheet as it is now (read after the fact): gone, an admin
 * closed its period meanwhile, another write bumped the version the caller sent (stale), or moved the
 * timesheet to a status this write may not start from.
 */
export function missedWriteRefusal(
  now: { periodClosed: boolean; version: number; status: string } | undefined,
  sentVersion: number | undefined,
): AppError {
  if (!now) return timesheetNotFound();
  if (now.periodClosed) return new AppError('period_closed', PERIOD_CLOSED_MESSAGE);
  if (sentVersion !== undefined && now.version !== sentVersion) {
    return new AppError('stale_version', STALE_MESSAGE);
  }
  return new AppError(
    'invalid_state',
    `This timesheet was just changed and is now ${now.status}. Reload it to see its current state.`,
  );
}

/** Why a guarded write of one timesheet matched nothing: `missedWriteRefusal` of it read again. */
export async function explainRefusal(
  executor: Executor,
  timesheetId: number,
  sentVersion: number | undefined,
) {
  return missedWriteRefusal(await findTimesheetById(executor, timesheetId), sentVersion);
}
