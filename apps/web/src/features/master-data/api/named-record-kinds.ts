import { clientResponseSchema, departmentResponseSchema } from '@timekeep/shared/schemas/admin-catalog';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** The two lists of names an admin keeps: clients and departments, under /api/admin/{kind}. */
export type NamedRecordKind = 'clients' | 'departments';

/** Each kind's answer to a create or rename (the record itself), and the shared lookup its list lives in. */
export const namedRecordKinds = {
  clients: { answer: clientResponseSchema.transform(({ client }) => client), lookup: lookupKeys.clients },
  departments: {
    answer: departmentResponseSchema.transform(({ department }) => department),
    lookup: lookupKeys.departments,
  },
} as const;
