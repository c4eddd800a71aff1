import { z } from 'zod';

/** Public, non-secret settings the web app needs at run time (GET /api/config, no session needed). */
export const publicConfigSchema = z.object({
  version: z.string(),
  /** Where employees ask HR to add their employment start date. */
  hrEmail: z.string(),
  /** Sentry DSN for the browser; null means error reporting is off and nothing is sent. */
  sentryDsn: z.string().nullable(),
  /** Endpoint that receives analytics events; null means analytics is off and nothing is sent. */
  analyticsUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
