import { z } from 'zod';
import { API_TOKEN_MAX_DAYS, type ApiScope, apiScopes } from '../domain/api-scopes';
import { idParamsSchema } from './common';

export const apiScopeSchema = z.enum(apiScopes as [ApiScope, ...ApiScope[]]);
export const personalTokenAccessSchema = z.enum(['read', 'write']);

/** A token as its lists show it: never its secret, only the first characters that tell it apart. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['personal', 'service']),
  name: z.string(),
  /** Personal tokens: read-only or read-write; service tokens: null (their scopes say). */
  access: personalTokenAccessSchema.nullable(),
  scopes: z.array(z.string()),
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Who made a service token (the admin it acts as); null for a personal one. */
  ownerName: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

const tokenName = z.string().trim().min(1, 'Give the token a name.').max(100);
const expiresInDays = z
  .number()
  .int()
  .min(1)
  .max(API_TOKEN_MAX_DAYS, `A token lives at most ${API_TOKEN_MAX_DAYS} days.`);

/** POST /api/tokens: a personal token. */
export const createPersonalTokenSchema = z.object({
  name: tokenName,
  access: personalTokenAccessSchema,
  expiresInDays,
});
export type CreatePersonalToken = z.infer<typeof createPersonalTokenSchema>;

/** POST /api/admin/service_tokens: a service token, acting as the admin who makes it, within its scopes. */
export const createServiceTokenSchema = z.object({
  name: tokenName,
  scopes: z.array(apiScopeSchema).min(1, 'Choose at least one scope.').max(apiScopes.length),
  expiresInDays,
});
export type CreateServiceToken = z.infer<typeof createServiceTokenSchema>;

/** The new token with its secret, shown this once (only its hash is kept). */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenParamsSchema = idParamsSchema;
