export { devOutboxRoutes } from './mail.routes';
export { startMailWorker } from './mail-worker';
export { createMailer } from './mailer';
