export { alertBudgetThresholds } from './alert-budget-thresholds';
export { rowBudgetJson } from './engagement-budgets.queries';
export { engagementBudgetRoutes } from './engagement-budgets.routes';
export { refuseSaveBeyondBudget } from './refuse-save-beyond-budget';
export { budgetAuditView } from './set-engagement-budget';
