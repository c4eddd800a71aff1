export { loggedSpanOf, presentAssignedPerson, requireAssignablePerson } from './assigned-people';
export { findPersonForAssignment, listLoggableAssignments, loggedColumns } from './engagements.queries';
export { engagementRoutes } from './engagements.routes';
export { resourceAuditView, roleAuditView } from './role-audit';
export { requireEndNotBeforeStart } from './update-engagement-role';
