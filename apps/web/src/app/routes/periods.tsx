import { PeriodsPage } from '../../features/calendar/components/periods-page';
import { RemindersForm } from '../../features/reminders/components/reminders-form';

/** The timesheet periods, with the reminders feature's form that sends reminders for one of them. */
export function PeriodsRoute() {
  return (
    <PeriodsPage renderReminders={(periods, today) => <RemindersForm periods={periods} today={today} />} />
  );
}
