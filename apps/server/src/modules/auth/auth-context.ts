import { fullName } from '@timekeep/shared/domain/person-names';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import type { PersonForSignIn } from './auth.queries';
import type { OidcRelyingParty } from './oidc-client';

export interface SessionLifetime {
  /** Sessions end this long after the last request (spec: 24 hours of inactivity). */
  sessionIdleMs: number;
  /** ...and this long after sign-in, however active. */
  sessionMaxAgeMs: number;
}

export interface AuthContext extends SessionLifetime {
  db: Db;
  relyingParty: OidcRelyingParty;
  /** The app's own origin: sign-in only ever returns there. */
  publicOrigin: string;
  /** Accept the provider's email claim without `email_verified` (Entra ID tenants manage their emails). */
  trustProviderEmail: boolean;
  /** When set, only emails of these domains may link a person at first sign-in. */
  allowedEmailDomains: readonly string[];
}

export function toActor(person: NonNullable<PersonForSignIn>): Actor {
  return {
    id: person.id,
    name: fullName(person),
    email: person.email,
    roles: person.roles,
    contractor: person.contractor,
    manager: person.manager || person.actingFor.length > 0,
    startDate: person.employmentStartDate,
    viewableLeadIds: person.viewableLeadIds,
    actingFor: person.actingFor,
  };
}

/** The idle window from now, cut off at the session's absolute end. */
export function sessionExpiry(lifetime: SessionLifetime, createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + lifetime.sessionIdleMs, createdAt.getTime() + lifetime.sessionMaxAgeMs),
  );
}
