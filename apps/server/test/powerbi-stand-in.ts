import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const LOGIN = 'https://login.microsoftonline.com';
const POWERBI = 'https://api.powerbi.com';

export interface StandInReport {
  id: string;
  name: string;
  datasetId?: string;
}

/** An answer the stand-in gives instead of the real one: JSON, or `text` as it is. */
export interface StandInFailure {
  status: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/** The scope of an app token for the Power BI REST API. */
const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';

/**
 * A small local stand-in of Entra ID's token endpoint (with the discovery documents MSAL reads first) and
 * of the Power BI REST calls the app makes, as a real HTTP server. `fetch` sends the app's calls for
 * login.microsoftonline.com and api.powerbi.com to it. It records what it was asked.
 */
export async function startPowerBiStandIn(options: {
  tenantId: string;
  workspaceId: string;
  clientSecret: string;
}) {
  const state = {
    reports: [] as StandInReport[],
    /** Seconds an app token lives; MSAL renews one that has less than five minutes left. */
    appTokenLifetimeSeconds: 3600,
    embedTokenLifetimeSeconds: 3600,
    /** The next Power BI call answers this instead. */
    failNext: null as null | StandInFailure,
    /** The next token request answers this instead. */
    failNextToken: null as null | StandInFailure,
    /** What the next token request answers in place of its access token. */
    nextAccessToken: undefined as string | undefined,
    appTokensIssued: 0,
    tokenRequests: 0,
    embedTokenRequests: [] as { reportId: string; body: unknown }[],
    /** Every Power BI call: its method, path within the workspace and content type. */
    calls: [] as { method: string; path: string; contentType: string | null }[],
  };
  const validAppTokens = new Set<string>();

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const fail = (response: http.ServerResponse, failure: StandInFailure) => {
    const text = failure.text ?? JSON.stringify(failure.body);
    response.writeHead(failure.status, {
      'content-type': failure.text === undefined ? 'application/json' : 'text/plain',
      ...failure.headers,
    });
    response.end(text);
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const tenant = `/login/${options.tenantId}`;

    if (path === '/login/common/discovery/instance') {
      return json(response, 200, {
        tenant_discovery_endpoint: `${LOGIN}/${options.tenantId}/v2.0/.well-known/openid-configuration`,
        'api-version': '1.1',
        metadata: [
          {
            preferred_network: 'login.microsoftonline.com',
            preferred_cache: 'login.windows.net',
            aliases: [
              'login.microsoftonline.com',
              'login.windows.net',
              'login.microsoft.com',
              'sts.windows.net',
            ],
          },
        ],
      });
    }
    if (path === `${tenant}/v2.0/.well-known/openid-configuration`) {
      return json(response, 200, {
        issuer: `${LOGIN}/${options.tenantId}/v2.0`,
        token_endpoint: `${LOGIN}/${options.tenantId}/oauth2/v2.0/token`,
        authorization_endpoint: `${LOGIN}/${options.tenantId}/oauth2/v2.0/authorize`,
        end_session_endpoint: `${LOGIN}/${options.tenantId}/oauth2/v2.0/logout`,
        jwks_uri: `${LOGIN}/${options.tenantId}/discovery/v2.0/keys`,
      });
    }
    if (path === `${tenant}/oauth2/v2.0/token` && request.method === 'POST') {
      state.tokenRequests += 1;
      if (state.failNextToken) {
        const failure = state.failNextToken;
        state.failNextToken = null;
        return fail(response, failure);
      }
      const form = new URLSearchParams(body);
      if (form.get('scope') !== POWERBI_SCOPE) {
        return json(response, 400, {
          error: 'invalid_scope',
          error_description: `AADSTS70011: The provided value for scope ${form.get('scope')} is not valid.`,
        });
      }
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_secret') !== options.clientSecret
      ) {
        return json(response, 401, {
          error: 'invalid_client',
          error_description: 'AADSTS7000215: Invalid client secret.',
        });
      }
      state.appTokensIssued += 1;
      const token = state.nextAccessToken ?? `app-token-${state.appTokensIssued}`;
      state.nextAccessToken = undefined;
      validAppTokens.add(token);
      return json(response, 200, {
        token_type: 'Bearer',
        expires_in: state.appTokenLifetimeSeconds,
        ext_expires_in: state.appTokenLifetimeSeconds,
        access_token: token,
      });
    }

    const workspace = `/api/v1.0/myorg/groups/${options.workspaceId}`;
    if (path.startsWith(workspace)) {
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !validAppTokens.has(bearer)) {
        return json(response, 403, { error: { code: 'TokenExpired', message: 'Access token has expired.' } });
      }
      const rest = path.slice(workspace.length);
      state.calls.push({
        method: request.method ?? '',
        path: rest,
        contentType: request.headers['content-type'] ?? null,
      });
      if (state.failNext) {
        const failure = state.failNext;
        state.failNext = null;
        return fail(response, failure);
      }
      const toResource = (report: StandInReport) => ({
        ...report,
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${report.id}&groupId=${options.workspaceId}`,
      });
      if (rest === '/reports') return json(response, 200, { value: state.reports.map(toResource) });
      const match = /^\/reports\/([^/]+)(\/GenerateToken)?$/.exec(rest);
      const report = match && state.reports.find((candidate) => candidate.id === match[1]);
      if (!report) {
        return json(response, 404, {
          error: { code: 'PowerBIEntityNotFound', message: 'Report not found.' },
        });
      }
      if (!match[2]) return json(response, 200, toResource(report));
      state.embedTokenRequests.push({ reportId: report.id, body: JSON.parse(body) });
      return json(response, 200, {
        token: `embed-token-${state.embedTokenRequests.length}`,
        tokenId: String(state.embedTokenRequests.length),
        expiration: new Date(Date.now() + state.embedTokenLifetimeSeconds * 1000).toISOString(),
      });
    }
    json(response, 404, {
      error: { code: 'NotFound', message: `The stand-in has no ${request.method} ${path}` },
    });
  });
  // Longer than a test's pauses, so a kept-alive connection is not closed under a request in flight.
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The app's fetch: Entra ID and Power BI go to the stand-in, over real HTTP. */
  const fetchImpl: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const routed = url.replace(LOGIN, `${base}/login`).replace(POWERBI, `${base}/api`);
    if (routed === url) throw new Error(`the stand-in does not serve ${url}`);
    return fetch(routed, init);
  };

  return {
    state,
    fetchImpl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
