import { AppError } from './app-error';

/**
 * Turns a policy's answer into the refusal the caller gets: 409 `invalid_state` with the rule's reason when
 * the record's state (its history) forbids the action, 403 otherwise.
 */
export function requireAllowed(allowed: boolean, stateRefusal: string | null, notYours: string) {
  if (allowed) return;
  throw stateRefusal ? new AppError('invalid_state', stateRefusal) : new AppError('forbidden', notYours);
}
