export { startAccrualWorker } from './accrual-worker';
export { accrualRoutes } from './accruals.routes';
export { postAccrualsDue, withAccrualsPostedThrough } from './post-accruals';
