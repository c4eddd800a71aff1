import { fullName } from '@timekeep/shared/domain/person-names';
import type { ApiToken } from '@timekeep/shared/schemas/api-tokens';
import type { ListedApiToken } from './api-tokens.queries';

/** A personal token's access, read back from its scopes: read-write when it may write at all. */
function personalAccess(scopes: readonly string[]): ApiToken['access'] {
  return scopes.some((scope) => scope.endsWith(':write')) ? 'write' : 'read';
}

export function presentApiToken(token: ListedApiToken): ApiToken {
  const personal = token.kind === 'personal';
  return {
    id: token.id,
    kind: token.kind,
    name: token.name,
    access: personal ? personalAccess(token.scopes) : null,
    scopes: token.scopes,
    prefix: token.prefix,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    ownerName: personal ? null : fullName({ firstName: token.ownerFirstName, lastName: token.ownerLastName }),
  };
}
