export { closePeriodsDue } from './auto-close-periods';
export { authorize as authorizeCalendar, calendarRefusal } from './calendar.policy';
export { approvedHoursOf, pendingHoursOf } from './calendar.queries';
export { calendarRoutes } from './calendar.routes';
export { closeEndedReopenings } from './close-ended-reopenings';
export { startPeriodCloseWorker } from './period-close-worker';
