import { useCheckPendingTimeOff } from '../../features/time-off/api/get-pending-time-off';
import { TimesheetsPage } from '../../features/timesheets/components/timesheets-page';

/** The timesheet, which asks the time-off feature before a submit which requests still wait for approval. */
export function TimesheetsRoute() {
  const pendingTimeOff = useCheckPendingTimeOff();
  return <TimesheetsPage pendingTimeOff={pendingTimeOff} />;
}
