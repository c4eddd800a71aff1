import { z } from 'zod';

/** The body of every error answer: a stable code, a message for people, and the field at fault when one is. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Which request field is at fault, as a dotted path, when one is. */
    field: z.string().optional(),
  }),
});
