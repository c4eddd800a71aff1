import type { PersonUpdate } from '@timekeep/shared/schemas/people';
import { personUpdateSchema } from '@timekeep/shared/schemas/people';
import type { z } from 'zod';
import type { Actor } from '../../core/actor';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/database-errors';
import { setPersonEnabled, updatePerson } from '../people';
import type { ScimUserChange } from './read-scim-input';
import { type ScimUserRow, upsertScimUser } from './scim.queries';
import { ScimError } from './scim-errors';

/** SCIM's names of the people module's fields, for a refusal the provider's log can be read by. */
const SCIM_NAMES: Record<string, string> = {
  email: 'userName',
  firstName: 'name.givenName',
  lastName: 'name.familyName',
  jobTitle: 'title',
};

/** The people module's validation of a change, its refusal said in SCIM's names. */
export function validPersonFields<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  throw new ScimError(400, `${SCIM_NAMES[field] ?? field}: ${issue.message}`, 'invalidValue');
}

export const externalIdTaken = (externalId: string | null | undefined) =>
  new ScimError(409, `Another User has the externalId ${externalId}.`, 'uniqueness');

/**
 * Applies what the provider sent to a person, in the caller's transaction: the attributes Timekeep keeps
 * through the people module's update (its rules and its 'person_updated' audit entry), `active` through its
 * deactivation and reactivation (which end sessions, and audit 'person_deactivated'), and the provider's
 * userName and externalId beside the person.
 */
export async function applyUserChange(tx: Tx, actor: Actor, current: ScimUserRow, change: ScimUserChange) {
  const update: PersonUpdate = {};
  const email = change.userName?.trim().toLowerCase();
  if (email !== undefined && email !== current.email) update.email = email;
  if (change.givenName !== undefined && change.givenName !== current.firstName)
    update.firstName = change.givenName;
  if (change.familyName !== undefined && change.familyName !== current.lastName)
    update.lastName = change.familyName;
  if (change.title !== undefined && change.title !== current.jobTitle) update.jobTitle = change.title;
  if (Object.keys(update).length > 0) {
    await updatePerson(tx, actor, current.id, validPersonFields(personUpdateSchema, update));
  }
  if (change.active !== undefined && change.active !== current.enabled) {
    await setPersonEnabled(tx, actor, current.id, change.active);
  }
  await upsertScimUser(tx, current.id, {
    userName: change.userName?.trim() ?? current.userName ?? current.email,
    externalId: change.externalId,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, 'scim_users_external_id_unique')) throw externalIdTaken(change.externalId);
    throw error;
  });
}
