import { z } from 'zod';
import { roleSchema } from './auth';
import { idSchema } from './common';

/**
 * The admin's SCIM provisioning settings (issue 41): the identity provider (Microsoft Entra ID is the
 * reference) pushes people and groups to `/scim/v2` with a bearer token of its own, and an admin maps each
 * group it pushed to a role and a team.
 */

/** The SCIM token as the settings show it: never its secret, only its first characters. */
export const scimTokenSchema = z.object({
  /** The secret's first characters, to tell it apart from an older one in the identity provider. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  /** Who made it: the token acts as them, so it stops working when they are deactivated or lose admin. */
  createdBy: z.string().nullable(),
  /** When the identity provider last used it (written at most once a minute); null: never. */
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

/** GET /api/admin/scim: where the identity provider sends its requests, and the live token if there is one. */
export const scimSettingsResponseSchema = z.object({
  /** The tenant URL to paste into Entra ID: PUBLIC_URL + /scim/v2. */
  baseUrl: z.string(),
  token: scimTokenSchema.nullable(),
});
export type ScimSettings = z.infer<typeof scimSettingsResponseSchema>;

/** POST /api/admin/scim/token: a new token, its secret shown this once (only its hash is kept); the old one is revoked. */
export const scimTokenCreatedResponseSchema = z.object({
  token: scimTokenSchema,
  secret: z.string(),
});
export type ScimTokenCreated = z.infer<typeof scimTokenCreatedResponseSchema>;

/** A group the identity provider pushed, with the admin's mapping. */
export const scimGroupSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  externalId: z.string().nullable(),
  /** Members hold this role while in the group; null: none. */
  role: roleSchema.nullable(),
  /** Members' team lead while in the group; null: the group sets none. */
  teamLeadId: z.number().int().nullable(),
  teamLeadName: z.string().nullable(),
  memberCount: z.number().int(),
});
export type ScimGroup = z.infer<typeof scimGroupSchema>;

/** GET /api/admin/scim/groups: by display name. */
export const scimGroupsResponseSchema = z.object({ groups: z.array(scimGroupSchema) });
export type ScimGroups = z.infer<typeof scimGroupsResponseSchema>;

export const scimGroupParamsSchema = z.object({ id: z.uuid().max(36) });

/** PUT /api/admin/scim/groups/{id}: the group's mapping, applied to its members at once. */
export const scimGroupMappingSchema = z.object({
  role: roleSchema.nullable(),
  teamLeadId: idSchema.nullable(),
});
export type ScimGroupMapping = z.infer<typeof scimGroupMappingSchema>;

export const scimGroupResponseSchema = z.object({ group: scimGroupSchema });
