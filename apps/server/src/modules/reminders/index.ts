export { startReminderWorker } from './reminder-worker';
export { reminderRoutes } from './reminders.routes';
