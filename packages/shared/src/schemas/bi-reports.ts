import { z } from 'zod';

/** A Power BI report of the workspace (spec: id, name). */
export const powerBiReportSchema = z.object({ id: z.string(), name: z.string() });
export type PowerBiReport = z.infer<typeof powerBiReportSchema>;

/** GET /api/powerbi/reports. */
export const powerBiReportsResponseSchema = z.object({ reports: z.array(powerBiReportSchema) });

/**
 * The path segment of a report id: the spec's client turns the dashes of a report id into underscores for
 * the API (and back for its own URL); either form names the same report.
 */
export const powerBiReportIdParamsSchema = z.object({
  reportId: z
    .string()
    .max(36)
    .regex(/^[0-9a-fA-F]{8}([-_][0-9a-fA-F]{4}){3}[-_][0-9a-fA-F]{12}$/, 'must be a report id'),
});

/** GET /api/powerbi/reports/{reportId}: what the browser needs to embed one report. */
export const powerBiEmbedSchema = z.object({
  id: z.string(),
  name: z.string(),
  embedUrl: z.string(),
  /** An embed token for this report (and, with row-level security, for the signed-in person). */
  token: z.string(),
  /** When the token stops working (ISO date-time); the page asks for a new one before then. */
  expiration: z.string(),
});
export type PowerBiEmbed = z.infer<typeof powerBiEmbedSchema>;
