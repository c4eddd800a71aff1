export { authorize as authorizeCalendar, calendarRefusal } from './calendar.policy';
export { calendarRoutes } from './calendar.routes';
