import { fullName } from '@timekeep/shared/domain/person-names';
import type { ScimGroupRow, ScimUserRow } from './scim.queries';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/** The userName the provider sent while it still names the person's email; the email otherwise. */
function userNameOf(row: ScimUserRow): string {
  return row.userName && row.userName.toLowerCase() === row.email ? row.userName : row.email;
}

/** A person as a SCIM User (RFC 7643 section 4.1). `id` is the person's id. */
export function presentScimUser(row: ScimUserRow, baseUrl: string) {
  const formatted = fullName(row);
  return {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: userNameOf(row),
    name: { givenName: row.firstName, familyName: row.lastName, formatted },
    displayName: formatted,
    ...(row.jobTitle ? { title: row.jobTitle } : {}),
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.enabled,
    groups: row.groups.map((group) => ({
      value: group.id,
      display: group.displayName,
      $ref: `${baseUrl}/Groups/${group.id}`,
    })),
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: (row.updatedAt ?? row.createdAt).toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}

export interface GroupMember {
  personId: number;
  firstName: string;
  lastName: string;
}

/** A group as SCIM shows it (RFC 7643 section 4.2); `members` left out when the provider asks so. */
export function presentScimGroup(row: ScimGroupRow, members: readonly GroupMember[] | null, baseUrl: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    ...(members === null
      ? {}
      : {
          members: members.map((member) => ({
            value: String(member.personId),
            display: fullName(member),
            $ref: `${baseUrl}/Users/${member.personId}`,
            type: 'User',
          })),
        }),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}

/** A page of resources (RFC 7644 section 3.4.2). */
export function listResponse<T>(resources: T[], totalResults: number, startIndex: number) {
  return {
    schemas: [LIST_RESPONSE_SCHEMA],
    totalResults,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
