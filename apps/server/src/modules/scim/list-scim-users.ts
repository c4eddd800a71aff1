import type { Executor } from '../../db/client';
import { listResponse, presentScimUser } from './present-scim';
import { findScimUser, listScimUsers } from './scim.queries';
import { scimNotFound } from './scim-errors';
import { parseEqualityFilter, parsePage } from './scim-filter';

export interface ScimListQuery {
  filter?: string;
  startIndex?: string;
  count?: string;
}

/** A User's id in a path: a person's id; anything else names no User. */
export function personIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0) throw scimNotFound('User', id);
  return Number(id);
}

/** Entra ID may match by the work email: `emails[type eq "work"].value eq "..."` is read as `emails.value`. */
const WORK_EMAIL_PATH = /^\s*emails\[\s*type\s+eq\s+"work"\s*\]\.value(?=\s)/i;

/**
 * GET /scim/v2/Users: every person (the provider matches people an admin added by userName before it
 * creates one), filtered by `userName eq` or `emails.value eq` (the email, without case), `externalId eq` or
 * `id eq`, a page at a time.
 */
export async function listUsers(executor: Executor, baseUrl: string, query: ScimListQuery) {
  const filter = parseEqualityFilter(query.filter?.replace(WORK_EMAIL_PATH, 'emails.value'), [
    'userName',
    'externalId',
    'id',
    'emails.value',
  ] as const);
  const page = parsePage(query);
  const { totalResults, rows } = await listScimUsers(executor, filter, page);
  return listResponse(
    rows.map((row) => presentScimUser(row, baseUrl)),
    totalResults,
    page.startIndex,
  );
}

/** GET /scim/v2/Users/{id}. */
export async function getScimUser(executor: Executor, baseUrl: string, id: string) {
  const row = await findScimUser(executor, personIdOf(id));
  if (!row) throw scimNotFound('User', id);
  return presentScimUser(row, baseUrl);
}
