import { z } from 'zod';
import { EMPLOYEE_QUERY_MAX_LENGTH } from '../domain/field-limits';
import { optionalQueryParam, textSchema } from './common';

/**
 * GET /api/employees: `account_enabled` keeps enabled (true) or disabled (false) people, everyone when
 * absent; `query` matches first, last or full name, case-insensitively.
 */
export const employeesQuerySchema = z.object({
  account_enabled: optionalQueryParam(z.enum(['true', 'false'])),
  query: optionalQueryParam(textSchema(EMPLOYEE_QUERY_MAX_LENGTH)),
});
export type EmployeesQuery = z.infer<typeof employeesQuerySchema>;

export const employeeSchema = z.object({
  id: z.number().int(),
  /** "Emily Carter". */
  name: z.string(),
  /** "Carter, Emily". */
  nameReverse: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  accountEnabled: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeesResponseSchema = z.object({ employees: z.array(employeeSchema) });
