export { calendarRefusal } from './calendar.policy';
export { calendarRoutes } from './calendar.routes';
export { requireCalendarAdmin } from './calendar-guards';
