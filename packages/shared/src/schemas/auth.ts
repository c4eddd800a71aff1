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
});

/** The login error names the server may send back to /login. */
export const loginErrorSchema = z.enum(['permission_failed', 'sign_in_failed']);
export type LoginError = z.infer<typeof loginErrorSchema>;
