export { can } from './people.policy';
export { endSessionsAndFeedsOf, findExistingPersonIds, type PersonRow } from './people.queries';
export { peopleRoutes } from './people.routes';
export { narrowsAccess } from './person-access';
export { personAuditView } from './present-person';
