export { alertBudgetThresholds } from './alert-budget-thresholds';
export { engagementBudgetRoutes } from './engagement-budgets.routes';
