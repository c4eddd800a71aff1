import { z } from 'zod';
import { EMPLOYEE_QUERY_MAX_LENGTH } from '../domain/field-limits';
import { roleSchema } from './auth';
import {
  emailSchema,
  idSchema,
  isoDateSchema,
  namedOptionSchema,
  optionalQueryParam,
  optionalTextSchema,
  requiredTextSchema,
  SOME_CHANGE,
  someChange,
  textSchema,
} from './common';

/** GET /api/employees/engagement_managers: people who manage at least one engagement, by last name. */
export const engagementManagersResponseSchema = z.object({ spudUsers: z.array(namedOptionSchema) });

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

export const MAX_RELATED_MANAGERS = 50;

/** Roles without repeats: employee, admin, reports (none at all: the person cannot sign in). */
export const personRolesSchema = z
  .array(roleSchema)
  .max(3)
  .refine((roles) => new Set(roles).size === roles.length, 'must not repeat a role');

/** A person as the admin screens edit them. */
export const adminPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  teamLeadId: z.number().int().nullable(),
  teamLeadName: z.string().nullable(),
  employmentStartDate: isoDateSchema.nullable(),
  /** The last day of employment, when known: accruals stop after it, the last one prorated (issue 39). */
  employmentEndDate: isoDateSchema.nullable(),
  contractor: z.boolean(),
  roles: z.array(roleSchema),
  /** false: deactivated (cannot sign in, left out of team lists; history kept). */
  accountEnabled: z.boolean(),
  /** Leads whose teams this person may view as (one direction). */
  relatedManagers: z.array(namedOptionSchema),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;
export const adminPersonResponseSchema = z.object({ person: adminPersonSchema });

const personFields = {
  firstName: requiredTextSchema(100),
  lastName: requiredTextSchema(100),
  /** Unique; stored lower-cased. */
  email: emailSchema,
  jobTitle: optionalTextSchema(100),
  departmentId: idSchema.nullable(),
  /** Not the person themselves, nor anyone they lead (directly or not). */
  teamLeadId: idSchema.nullable(),
  /** Without one the person cannot save a timesheet ('Missing Start Date'). */
  employmentStartDate: isoDateSchema.nullable(),
  /** Ours (issue 39): optional on input; accruals stop after it. */
  employmentEndDate: isoDateSchema.nullable(),
  contractor: z.boolean(),
  roles: personRolesSchema,
};

/** POST /api/admin/people. */
export const personInputSchema = z.object({
  ...personFields,
  jobTitle: personFields.jobTitle.default(null),
  departmentId: personFields.departmentId.default(null),
  teamLeadId: personFields.teamLeadId.default(null),
  employmentStartDate: personFields.employmentStartDate.default(null),
  employmentEndDate: personFields.employmentEndDate.default(null),
  contractor: personFields.contractor.default(false),
  roles: personFields.roles.default(['employee']),
});
export type PersonInput = z.infer<typeof personInputSchema>;

/** PATCH /api/admin/people/{id}: the fields to change. */
export const personUpdateSchema = z.object(personFields).partial().refine(someChange, SOME_CHANGE);
export type PersonUpdate = z.infer<typeof personUpdateSchema>;

/** PUT /api/admin/people/{id}/related_managers: every lead the person may view as, replacing the list. */
export const relatedManagersBodySchema = z.object({
  relatedManagerIds: z
    .array(idSchema)
    .max(MAX_RELATED_MANAGERS)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a person'),
});
export type RelatedManagersBody = z.infer<typeof relatedManagersBodySchema>;
