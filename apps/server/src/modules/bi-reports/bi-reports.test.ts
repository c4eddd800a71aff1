import { powerBiEmbedSchema, powerBiReportsResponseSchema } from '@timekeep/shared/schemas/bi-reports';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPowerBiStandIn } from '../../../test/powerbi-stand-in';
import { anonymous, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

const tenantId = '11111111-2222-3333-4444-555555555555';
const workspaceId = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
const clientSecret = 'stand-in-secret';
const sales = { id: 'f0e1d2c3-b4a5-4968-8776-655443322110', name: 'Sales Pipeline', datasetId: 'dataset-1' };
const utilization = {
  id: '01234567-89ab-4cde-8f01-23456789abcd',
  name: 'Utilization',
  datasetId: 'dataset-2',
};

let standIn: Awaited<ReturnType<typeof startPowerBiStandIn>>;
let context: TestContext;
let reports: SignedIn;

const powerBiSettings = {
  POWERBI_WORKSPACE_ID: workspaceId,
  AZURE_TENANT_ID: tenantId,
  AZURE_CLIENT_ID: 'timekeep-app',
  AZURE_CLIENT_SECRET: clientSecret,
};

beforeAll(async () => {
  standIn = await startPowerBiStandIn({ tenantId, workspaceId, clientSecret });
  context = await createTestApp(
    { ...powerBiSettings, POWERBI_RLS_ROLES: 'Viewer' },
    { powerBiFetch: standIn.fetchImpl },
  );
  reports = await signedIn(context, 'reports@example.com');
});
afterAll(async () => {
  await context?.close();
  await standIn?.close();
});
beforeEach(() => {
  standIn.state.reports = [sales, utilization];
  standIn.state.appTokenLifetimeSeconds = 3600;
  standIn.state.failNext = null;
});

describe('GET /api/powerbi/reports', () => {
  it('lists the workspace’s reports by name, signed in to Power BI as the app', async () => {
    const response = await reports.get('/api/powerbi/reports');
    expect(response.statusCode).toBe(200);
    expect(powerBiReportsResponseSchema.parse(response.json()).reports).toEqual([
      { id: sales.id, name: 'Sales Pipeline' },
      { id: utilization.id, name: 'Utilization' },
    ]);
  });

  it('needs a session, and is open to every role', async () => {
    expect((await anonymous(context).get('/api/powerbi/reports')).statusCode).toBe(401);
    const contractor = await signedIn(context, 'contractor@example.com');
    expect((await contractor.get('/api/powerbi/reports')).statusCode).toBe(200);
  });

  it('keeps the app token until shortly before it expires, then asks for a new one', async () => {
    await reports.get('/api/powerbi/reports');
    const issued = standIn.state.appTokensIssued;
    await reports.get('/api/powerbi/reports');
    await reports.get(`/api/powerbi/reports/${sales.id}`);
    expect(standIn.state.appTokensIssued).toBe(issued);

    // An app whose tokens live a minute: less than MSAL's five-minute margin, so each call renews it.
    standIn.state.appTokenLifetimeSeconds = 60;
    const shortLived = await createTestApp(powerBiSettings, { powerBiFetch: standIn.fetchImpl });
    try {
      const caller = await signedIn(shortLived, 'reports@example.com');
      for (let call = 0; call < 2; call += 1) {
        const response = await caller.get('/api/powerbi/reports');
        expect(response.statusCode).toBe(200);
      }
      expect(standIn.state.appTokensIssued).toBe(issued + 2);
    } finally {
      await shortLived.close();
    }
  });

  it('answers 502 with Power BI’s message when Power BI refuses', async () => {
    standIn.state.failNext = {
      status: 403,
      body: {
        error: { code: 'PowerBINotAuthorizedException', message: 'The app may not read this workspace.' },
      },
    };
    const response = await reports.get('/api/powerbi/reports');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({
      code: 'upstream_failed',
      message: 'The app may not read this workspace.',
    });
  });
});

describe('GET /api/powerbi/reports/{reportId}', () => {
  it('embeds a report named with underscores for dashes, with the person as the effective identity', async () => {
    const underscored = utilization.id.replaceAll('-', '_');
    const response = await reports.get(`/api/powerbi/reports/${underscored}`);
    expect(response.statusCode).toBe(200);
    const embed = powerBiEmbedSchema.parse(response.json());
    expect(embed).toMatchObject({ id: utilization.id, name: 'Utilization' });
    expect(embed.embedUrl).toContain(`reportId=${utilization.id}`);
    expect(embed.token).toMatch(/^embed-token-/);
    expect(standIn.state.embedTokenRequests.at(-1)).toEqual({
      reportId: utilization.id,
      body: {
        accessLevel: 'View',
        identities: [{ username: 'reports@example.com', roles: ['Viewer'], datasets: ['dataset-2'] }],
      },
    });
  });

  it('reuses an embed token for the same person until it nears its expiry', async () => {
    const first = powerBiEmbedSchema.parse((await reports.get(`/api/powerbi/reports/${sales.id}`)).json());
    const second = powerBiEmbedSchema.parse((await reports.get(`/api/powerbi/reports/${sales.id}`)).json());
    expect(second.token).toBe(first.token);
    const admin = await signedIn(context, 'admin@example.com');
    const other = powerBiEmbedSchema.parse((await admin.get(`/api/powerbi/reports/${sales.id}`)).json());
    expect(other.token).not.toBe(first.token);
  });

  it('answers 404 for a report the workspace does not hold, and 400 for what is not a report id', async () => {
    const missing = await reports.get('/api/powerbi/reports/99999999-9999-4999-8999-999999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const bad = await reports.get('/api/powerbi/reports/not-a-report');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('params.reportId');
  });
});

describe('when Entra ID refuses the app', () => {
  it('answers 502 upstream_failed', async () => {
    const wrongSecret = await createTestApp(
      { ...powerBiSettings, AZURE_CLIENT_SECRET: 'not-the-secret' },
      { powerBiFetch: standIn.fetchImpl },
    );
    try {
      const response = await (await signedIn(wrongSecret, 'reports@example.com')).get('/api/powerbi/reports');
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe('upstream_failed');
      expect(response.json().error.message).toMatch(/^Could not sign in to Power BI as the app/);
    } finally {
      await wrongSecret.close();
    }
  });
});

describe('without Power BI settings', () => {
  it('answers 501 not_configured saying how to configure it', async () => {
    const bare = await createTestApp();
    try {
      const response = await (await signedIn(bare, 'reports@example.com')).get('/api/powerbi/reports');
      expect(response.statusCode).toBe(501);
      expect(response.json().error.code).toBe('not_configured');
      expect(response.json().error.message).toMatch(/POWERBI_WORKSPACE_ID, AZURE_TENANT_ID, AZURE_CLIENT_ID/);
    } finally {
      await bare.close();
    }
  });
});
