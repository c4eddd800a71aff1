import { z } from 'zod';

export const roleSchema = z.enum(['employee', 'admin', 'reports']);
export type Role = z.infer<typeof roleSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  contractor: z.boolean(),
  manager: z.boolean(),
  /** Employment start date, YYYY-MM-DD, or null when HR has not entered it. */
  startDate: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userResponseSchema = z.object({
  currentUser: currentUserSchema.nullable(),
  error: z.string().nullable(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const signoutResponseSchema = z.object({ success: z.boolean() });

/** POST /api/signout/everywhere: every session of the caller ended, on every app server, this one included. */
export const signoutEverywhereResponseSchema = z.object({
  success: z.boolean(),
  sessionsEnded: z.number().int().min(0),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'down']),
  /**
   * With a read replica configured (issue 42): where reports, Insights and the audit browser read now, and
   * why. A replica that lags or is down does not make the app unhealthy: the primary serves those reads.
   */
  replica: z
    .object({
      reading: z.enum(['replica', 'primary']),
      condition: z.enum(['fit', 'starting', 'lagging', 'unreachable', 'not_a_replica']),
      lagMs: z.number().int().nonnegative().nullable(),
    })
    .optional(),
});

/** The login error names the server may send back to /login. */
export const loginErrorSchema = z.enum(['permission_failed', 'sign_in_failed']);
export type LoginError = z.infer<typeof loginErrorSchema>;
