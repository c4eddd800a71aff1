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
  powerBi: z.object({
    /**
     * Whether each Power BI embed token names the signed-in person (row-level security): then anyone with a
     * role opens the reports, otherwise only admins and the reports role (`mayViewPowerBi`).
     */
    perPersonTokens: z.boolean(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
