export { createPerson } from './create-person';
export { can } from './people.policy';
export { endSessionsAndFeedsOf, findExistingPersonIds, type PersonRow } from './people.queries';
export { peopleRoutes } from './people.routes';
export { narrowsAccess } from './person-access';
export { personAuditView } from './present-person';
export { setPersonEnabled } from './set-person-enabled';
export { updatePerson } from './update-person';
