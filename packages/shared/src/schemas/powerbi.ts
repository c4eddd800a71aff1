import { z } from 'zod';

/** A Power BI report of the workspace (spec: id, name). */
export const powerBiReportSchema = z.object({ id: z.string(), name: z.string() });
export type PowerBiReport = z.infer<typeof powerBiReportSchema>;

/** GET /api/powerbi/reports. */
export const powerBiReportsResponseSchema = z.object({ reports: z.array(powerBiReportSchema) });

/**
 * A report id as a path segment: a GUID, whose dashes the spec's client turns into underscores for the API
 * (and back for its own URL); either form names the same report.
 */
const POWERBI_REPORT_ID = /^[0-9a-fA-F]{8}([-_][0-9a-fA-F]{4}){3}[-_][0-9a-fA-F]{12}$/;

export function isPowerBiReportId(text: string): boolean {
  return POWERBI_REPORT_ID.test(text);
}

/**
 * The path of one report. Anything that is not a report id names no report, which the route answers as it
 * answers an id the workspace does not hold (404, in words), not as a malformed request.
 */
export const powerBiReportIdParamsSchema = z.object({
  reportId: z.string().max(100).meta({ description: 'The report id, a GUID with dashes or underscores.' }),
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
