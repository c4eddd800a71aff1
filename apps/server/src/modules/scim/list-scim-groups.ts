import type { Executor } from '../../db/client';
import type { ScimListQuery } from './list-scim-users';
import { type GroupMember, listResponse, presentScimGroup } from './present-scim';
import { findScimGroup, listMembersOf, listScimGroupsPage, type ScimGroupRow } from './scim.queries';
import { scimNotFound } from './scim-errors';
import { parseEqualityFilter, parsePage } from './scim-filter';

export interface ScimGroupQuery extends ScimListQuery {
  excludedAttributes?: string;
}

/** Whether the provider asked to leave members out (Entra ID does: `excludedAttributes=members`). */
const withoutMembers = (query: { excludedAttributes?: string }) =>
  (query.excludedAttributes ?? '')
    .split(',')
    .some((attribute) => attribute.trim().toLowerCase() === 'members');

/** A group id in a path: a UUID; anything else names no Group. */
export function groupIdOf(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw scimNotFound('Group', id);
  return id.toLowerCase();
}

async function presentGroups(
  executor: Executor,
  rows: readonly ScimGroupRow[],
  baseUrl: string,
  includeMembers: boolean,
) {
  const members = includeMembers
    ? await listMembersOf(
        executor,
        rows.map((row) => row.id),
      )
    : [];
  return rows.map((row) =>
    presentScimGroup(
      row,
      includeMembers
        ? members.filter((member): member is GroupMember & { groupId: string } => member.groupId === row.id)
        : null,
      baseUrl,
    ),
  );
}

/** GET /scim/v2/Groups: by `displayName eq` (without case), `externalId eq` or `id eq`, a page at a time. */
export async function listGroups(executor: Executor, baseUrl: string, query: ScimGroupQuery) {
  const filter = parseEqualityFilter(query.filter, ['displayName', 'externalId', 'id'] as const);
  const page = parsePage(query);
  const { totalResults, rows } = await listScimGroupsPage(executor, filter, page);
  return listResponse(
    await presentGroups(executor, rows, baseUrl, !withoutMembers(query)),
    totalResults,
    page.startIndex,
  );
}

/** GET /scim/v2/Groups/{id}. */
export async function getScimGroup(
  executor: Executor,
  baseUrl: string,
  id: string,
  query: { excludedAttributes?: string } = {},
) {
  const row = await findScimGroup(executor, groupIdOf(id));
  if (!row) throw scimNotFound('Group', id);
  const [group] = await presentGroups(executor, [row], baseUrl, !withoutMembers(query));
  return group!;
}
