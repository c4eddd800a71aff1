export { answerTimeOffRequests } from './answer-time-off-requests';
export { balancesOfPerson } from './get-time-off-balances';
export { presentTimeOffRequest } from './present-time-off-request';
export { findTeamRequests } from './time-off.queries';
export { timeOffRoutes } from './time-off.routes';
