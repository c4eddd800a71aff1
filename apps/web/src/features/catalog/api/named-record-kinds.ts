import type { clientResponseSchema, departmentResponseSchema } from '@timekeep/shared/schemas/catalog';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import type { z } from 'zod';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** The two lists of names an admin keeps: clients and departments, under /api/admin/{kind}. */
export type NamedRecordKind = 'clients' | 'departments';

/** The contract of a create's or rename's answer of either kind: the record under its singular name. */
export type NamedRecordAnswerSchema = typeof clientResponseSchema | typeof departmentResponseSchema;
type NamedRecordAnswer = z.output<NamedRecordAnswerSchema>;

/** The record itself out of either kind's answer. */
export const recordOfAnswer = (answer: NamedRecordAnswer): NamedOption =>
  'client' in answer ? answer.client : answer.department;

/** The shared lookup each kind's list lives in. */
export const namedRecordKinds = {
  clients: { lookup: lookupKeys.clients },
  departments: { lookup: lookupKeys.departments },
} as const;
