export { answerTimeOffRequests } from './answer-time-off-requests';
export { presentTimeOffRequest } from './present-time-off-request';
export { findTeamRequests } from './time-off.queries';
export { timeOffRoutes } from './time-off.routes';
export { balancesOfPerson } from './time-off.service';
