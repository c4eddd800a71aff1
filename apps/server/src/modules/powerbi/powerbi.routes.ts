import { mayViewPowerBi } from '@timekeep/shared/domain/roles';
import type { ErrorCode } from '@timekeep/shared/errors';
import {
  isPowerBiReportId,
  powerBiEmbedSchema,
  powerBiReportIdParamsSchema,
  powerBiReportsResponseSchema,
} from '@timekeep/shared/schemas/powerbi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { byRole, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { createPowerBiClient, type PowerBiClient, UNKNOWN_REPORT_MESSAGE } from './powerbi-client';

const NOT_CONFIGURED_MESSAGE =
  'Power BI is not configured. An administrator sets POWERBI_WORKSPACE_ID, AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET on the server (see the README).';

/**
 * The Power BI reports of the configured workspace: for anyone with a role when each embed token names the
 * person (row-level security), otherwise only for admins and the reports role (`mayViewPowerBi`).
 */
export const biReportRoutes: FastifyPluginAsyncZod<{
  settings: Config['powerBi'];
  fetchImpl?: typeof fetch;
}> = async (app, { settings, fetchImpl }) => {
  tagRoutes(app, 'Power BI');
  const client: PowerBiClient | null = settings ? createPowerBiClient(settings, fetchImpl) : null;
  const configured = () => {
    if (!client) throw new AppError('not_configured', NOT_CONFIGURED_MESSAGE);
    return client;
  };
  const alsoAnswers: ErrorCode[] = ['not_configured', 'upstream_failed'];
  const perPersonTokens = (settings?.rowLevelSecurityRoles.length ?? 0) > 0;
  const config = {
    access: perPersonTokens
      ? byRole('people with any role', (flags) => mayViewPowerBi(flags, true))
      : byRole('admins and the reports role', (flags) => mayViewPowerBi(flags, false)),
    alsoAnswers,
  };

  app.get(
    '/api/powerbi/reports',
    {
      schema: {
        summary: 'The Power BI reports of the workspace',
        response: { 200: powerBiReportsResponseSchema },
      },
      config,
    },
    async () => ({ reports: await configured().listReports() }),
  );

  app.get(
    '/api/powerbi/reports/:reportId',
    {
      schema: {
        summary: 'What the browser needs to embed one Power BI report',
        params: powerBiReportIdParamsSchema,
        response: { 200: powerBiEmbedSchema },
      },
      config,
    },
    async (request) => {
      const actor = requireActor(request);
      // Anything but a report id names no report, set up or not; it is never sent on to Power BI.
      if (!isPowerBiReportId(request.params.reportId))
        throw new AppError('not_found', UNKNOWN_REPORT_MESSAGE);
      const powerBi = configured();
      const roles = settings?.rowLevelSecurityRoles ?? [];
      // Row-level security sees the signed-in person when the workspace's datasets define roles for it.
      const identity = roles.length > 0 ? { username: actor.email, roles } : null;
      return powerBi.embedReport(request.params.reportId.replaceAll('_', '-'), identity);
    },
  );
};
