import { CalendarFeedsCard } from '../../features/calendar-feeds/components/calendar-feeds-card';
import { TimeOffPage } from '../../features/time-off/components/time-off-page';

/** The person's time off, with the calendar-feeds feature's card below the calendar. */
export function TimeOffRoute() {
  return <TimeOffPage calendarFeeds={<CalendarFeedsCard />} />;
}
