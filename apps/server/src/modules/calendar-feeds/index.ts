export { calendarFeedRoutes } from './calendar-feeds.routes';
