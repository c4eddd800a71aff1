import { powerBiEmbedSchema, powerBiReportsResponseSchema } from '@timekeep/shared/schemas/powerbi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StandInFailure, startPowerBiStandIn } from '../../../test/powerbi-stand-in';
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
  standIn.state.embedTokenLifetimeSeconds = 3600;
  standIn.state.failNext = null;
  standIn.state.failNextToken = null;
  standIn.state.nextAccessToken = undefined;
  standIn.state.calls = [];
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

  it('needs a session, and is open to every role while each token names the person', async () => {
    expect((await anonymous(context).get('/api/powerbi/reports')).statusCode).toBe(401);
    const contractor = await signedIn(context, 'contractor@example.com');
    expect((await contractor.get('/api/powerbi/reports')).statusCode).toBe(200);
    expect((await contractor.get(`/api/powerbi/reports/${sales.id}`)).statusCode).toBe(200);
  });

  it('is only for admins and the reports role while its tokens name nobody (no row-level security)', async () => {
    const withoutRoles = await createTestApp(powerBiSettings, { powerBiFetch: standIn.fetchImpl });
    try {
      for (const email of ['employee@example.com', 'manager@example.com', 'contractor@example.com']) {
        const as = await signedIn(withoutRoles, email);
        for (const url of ['/api/powerbi/reports', `/api/powerbi/reports/${sales.id}`]) {
          const response = await as.get(url);
          expect({ email, url, status: response.statusCode }).toEqual({ email, url, status: 403 });
          expect(response.json().error.message).toBe('Only admins and the reports role may do this.');
        }
      }
      for (const email of ['admin@example.com', 'reports@example.com']) {
        const response = await (await signedIn(withoutRoles, email)).get('/api/powerbi/reports');
        expect(response.statusCode).toBe(200);
      }
      const config = (await anonymous(withoutRoles).get('/api/config')).json();
      expect(config.powerBi).toEqual({ perPersonTokens: false });
      expect((await anonymous(context).get('/api/config')).json().powerBi).toEqual({ perPersonTokens: true });
    } finally {
      await withoutRoles.close();
    }
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

  it('lists the reports by name whatever order Power BI gives them in, asking with a GET and no body', async () => {
    standIn.state.reports = [utilization, sales];
    const response = await reports.get('/api/powerbi/reports');
    expect(powerBiReportsResponseSchema.parse(response.json()).reports.map((report) => report.name)).toEqual([
      'Sales Pipeline',
      'Utilization',
    ]);
    expect(standIn.state.calls).toEqual([{ method: 'GET', path: '/reports', contentType: null }]);
  });

  it('answers 502 with Power BI’s error code, or its status, when it gives no message', async () => {
    const cases: [StandInFailure, string][] = [
      [
        { status: 403, body: { error: { code: 'PowerBINotAuthorizedException' } } },
        'PowerBINotAuthorizedException',
      ],
      [{ status: 503, body: { message: 'Try again later.' } }, 'Power BI answered 503.'],
      [{ status: 502, body: null }, 'Power BI answered 502.'],
      [{ status: 500, text: 'Internal Server Error' }, 'Power BI answered 500.'],
    ];
    for (const [failure, message] of cases) {
      standIn.state.failNext = failure;
      const response = await reports.get('/api/powerbi/reports');
      expect({ failure, status: response.statusCode, error: response.json().error }).toEqual({
        failure,
        status: 502,
        error: { code: 'upstream_failed', message },
      });
    }
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

  it('asks for a new embed token once the one it holds has five minutes or less to live', async () => {
    const board = { id: '2b3c4d5e-6f70-4182-9a3b-4c5d6e7f8091', name: 'Board', datasetId: 'dataset-3' };
    standIn.state.reports = [board];
    const token = async () =>
      powerBiEmbedSchema.parse((await reports.get(`/api/powerbi/reports/${board.id}`)).json()).token;
    standIn.state.embedTokenLifetimeSeconds = 299;
    const [first, second] = [await token(), await token()];
    expect(second).not.toBe(first);
    standIn.state.embedTokenLifetimeSeconds = 320;
    const [third, fourth] = [await token(), await token()];
    expect(third).not.toBe(second);
    expect(fourth).toBe(third);
  });

  it('reads the report with a GET, then asks for its token with a POST of JSON', async () => {
    const board = { id: '3c4d5e6f-7081-4293-8b4c-5d6e7f809102', name: 'Board', datasetId: 'dataset-3' };
    standIn.state.reports = [board];
    expect((await reports.get(`/api/powerbi/reports/${board.id}`)).statusCode).toBe(200);
    expect(standIn.state.calls).toEqual([
      { method: 'GET', path: `/reports/${board.id}`, contentType: null },
      { method: 'POST', path: `/reports/${board.id}/GenerateToken`, contentType: 'application/json' },
    ]);
  });

  it('names no identity for a report without a dataset, nor without row-level security roles', async () => {
    const plain = { id: '4d5e6f70-8192-43a4-9c5d-6e7f80910213', name: 'Plain' };
    standIn.state.reports = [sales, plain];
    expect((await reports.get(`/api/powerbi/reports/${plain.id}`)).statusCode).toBe(200);
    expect(standIn.state.embedTokenRequests.at(-1)).toEqual({
      reportId: plain.id,
      body: { accessLevel: 'View' },
    });

    const withoutRoles = await createTestApp(powerBiSettings, { powerBiFetch: standIn.fetchImpl });
    try {
      const tokens: string[] = [];
      for (const email of ['reports@example.com', 'admin@example.com']) {
        const response = await (await signedIn(withoutRoles, email)).get(`/api/powerbi/reports/${sales.id}`);
        expect(response.statusCode, response.body).toBe(200);
        tokens.push(powerBiEmbedSchema.parse(response.json()).token);
        expect(standIn.state.embedTokenRequests.at(-1)).toEqual({
          reportId: sales.id,
          body: { accessLevel: 'View' },
        });
      }
      // Without an identity, one embed token serves everyone.
      expect(tokens[1]).toBe(tokens[0]);
    } finally {
      await withoutRoles.close();
    }
  });

  it('answers 404 in words for a report the workspace does not hold, and for what is not a report id', async () => {
    const unknown = {
      code: 'not_found',
      message: 'There is no Power BI report with this id in the workspace.',
    };
    const missing = await reports.get('/api/powerbi/reports/99999999-9999-4999-8999-999999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual(unknown);
    // Never sent on to Power BI.
    const callsBefore = standIn.state.calls.length;
    for (const id of ['not-a-report', '99999999-9999-4999-8999-999999999999-extra', '..%2F..%2Freports']) {
      const bad = await reports.get(`/api/powerbi/reports/${id}`);
      expect(bad.statusCode, id).toBe(404);
      expect(bad.json().error, id).toEqual(unknown);
    }
    expect(standIn.state.calls).toHaveLength(callsBefore);
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
      expect(response.json().error.message).toBe(
        'Could not sign in to Power BI as the app: invalid_client: Error(s): Not Available - Timestamp: Not Available' +
          ' - Description: AADSTS7000215: Invalid client secret. - Correlation ID: Not Available - Trace ID: Not Available',
      );
    } finally {
      await wrongSecret.close();
    }
  });

  it('answers 502 when Entra ID gives no access token', async () => {
    const app = await createTestApp(powerBiSettings, { powerBiFetch: standIn.fetchImpl });
    try {
      standIn.state.nextAccessToken = '';
      const response = await (await signedIn(app, 'reports@example.com')).get('/api/powerbi/reports');
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({
        code: 'upstream_failed',
        message: 'Could not sign in to Power BI as the app: no access token',
      });
    } finally {
      await app.close();
    }
  });

  it('asks Entra ID again only once the time it gave in Retry-After has passed', async () => {
    const app = await createTestApp(powerBiSettings, { powerBiFetch: standIn.fetchImpl });
    try {
      const caller = await signedIn(app, 'reports@example.com');
      standIn.state.failNextToken = {
        status: 503,
        body: { error: 'temporarily_unavailable', error_description: 'AADSTS90033: Try again shortly.' },
        headers: { 'Retry-After': '3' },
      };
      const asked = standIn.state.tokenRequests;
      expect((await caller.get('/api/powerbi/reports')).statusCode).toBe(502);
      const refused = Date.now();
      // The second call does not ask: MSAL holds back for the 3 seconds, not its default minute.
      expect((await caller.get('/api/powerbi/reports')).statusCode).toBe(502);
      expect(standIn.state.tokenRequests).toBe(asked + 1);
      await new Promise((resolve) => setTimeout(resolve, refused + 3200 - Date.now()));
      expect((await caller.get('/api/powerbi/reports')).statusCode).toBe(200);
      expect(standIn.state.tokenRequests).toBe(asked + 2);
    } finally {
      await app.close();
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
