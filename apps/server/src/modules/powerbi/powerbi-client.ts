import { ConfidentialClientApplication, type INetworkModule, type NetworkResponse } from '@azure/msal-node';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

export type PowerBiSettings = NonNullable<Config['powerBi']>;

/** The Power BI REST API and the scope of an app token for it. */
const POWERBI_API = 'https://api.powerbi.com/v1.0/myorg';
const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
export const UNKNOWN_REPORT_MESSAGE = 'There is no Power BI report with this id in the workspace.';
/** An embed token is reused until this long before it expires. */
const EMBED_TOKEN_REFRESH_MS = 5 * 60 * 1000;

interface PowerBiReportResource {
  id: string;
  name: string;
  embedUrl: string;
  datasetId?: string;
}

export interface EmbeddedReport {
  id: string;
  name: string;
  embedUrl: string;
  token: string;
  expiration: string;
}

/** Who is looking, for row-level security: the signed-in person's email and the roles to apply. */
export interface EffectiveIdentity {
  username: string;
  roles: readonly string[];
}

export interface PowerBiClient {
  listReports(): Promise<{ id: string; name: string }[]>;
  embedReport(reportId: string, identity: EffectiveIdentity | null): Promise<EmbeddedReport>;
}

/** MSAL's network calls made with `fetch`, so tests can route them to a local stand-in of Entra ID. */
function fetchNetworkModule(fetchImpl: typeof fetch): INetworkModule {
  const send = async <T>(
    method: 'GET' | 'POST',
    url: string,
    options?: { headers?: Record<string, string>; body?: string },
  ): Promise<NetworkResponse<T>> => {
    const request = () => fetchImpl(url, { method, headers: options?.headers, body: options?.body });
    // A kept-alive connection the other side has just closed fails once; a token request is safe to repeat.
    const response = await request().catch(request);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { headers, body: (await response.json()) as T, status: response.status };
  };
  return {
    sendGetRequestAsync: (url, options) => send('GET', url, options),
    sendPostRequestAsync: (url, options) => send('POST', url, options),
  };
}

/** The message of a failed Power BI call: its `error.message`, or its status. */
async function upstreamMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; code?: string };
  } | null;
  return body?.error?.message ?? body?.error?.code ?? `Power BI answered ${response.status}.`;
}

/**
 * Power BI for the configured workspace, as the app (client credentials with @azure/msal-node, whose cache
 * keeps the app token until shortly before it expires). Embed tokens are cached per report and person until
 * five minutes before they expire.
 */
export function createPowerBiClient(
  settings: PowerBiSettings,
  fetchImpl: typeof fetch = fetch,
): PowerBiClient {
  const msal = new ConfidentialClientApplication({
    auth: {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authority: `https://login.microsoftonline.com/${settings.tenantId}`,
    },
    system: { networkClient: fetchNetworkModule(fetchImpl) },
  });
  const embedTokens = new Map<string, { token: string; expiration: string }>();
  const workspace = `${POWERBI_API}/groups/${settings.workspaceId}`;

  async function appToken(): Promise<string> {
    try {
      const result = await msal.acquireTokenByClientCredential({ scopes: [POWERBI_SCOPE] });
      if (!result?.accessToken) throw new Error('no access token');
      return result.accessToken;
    } catch (error) {
      throw new AppError(
        'upstream_failed',
        `Could not sign in to Power BI as the app: ${(error as Error).message.split('\n')[0]}`,
      );
    }
  }

  async function call<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
    const response = await fetchImpl(`${workspace}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${await appToken()}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (response.status === 404) throw new AppError('not_found', UNKNOWN_REPORT_MESSAGE);
    if (!response.ok) throw new AppError('upstream_failed', await upstreamMessage(response));
    return (await response.json()) as T;
  }

  return {
    async listReports() {
      const { value } = await call<{ value: PowerBiReportResource[] }>('/reports');
      return value.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },

    async embedReport(reportId, identity) {
      const report = await call<PowerBiReportResource>(`/reports/${reportId}`);
      const cacheKey = `${report.id}|${identity?.username ?? ''}`;
      const cached = embedTokens.get(cacheKey);
      if (cached && Date.parse(cached.expiration) - Date.now() > EMBED_TOKEN_REFRESH_MS) {
        return { id: report.id, name: report.name, embedUrl: report.embedUrl, ...cached };
      }
      const body = {
        accessLevel: 'View',
        ...(identity && report.datasetId
          ? {
              identities: [
                { username: identity.username, roles: identity.roles, datasets: [report.datasetId] },
              ],
            }
          : {}),
      };
      const { token, expiration } = await call<{ token: string; expiration: string }>(
        `/reports/${report.id}/GenerateToken`,
        { method: 'POST', body },
      );
      embedTokens.set(cacheKey, { token, expiration });
      return { id: report.id, name: report.name, embedUrl: report.embedUrl, token, expiration };
    },
  };
}
