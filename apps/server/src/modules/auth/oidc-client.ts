import * as oidc from 'openid-client';
import type { Config } from '../../config';

export interface OidcRelyingParty {
  redirectUri: string;
  configuration(): Promise<oidc.Configuration>;
}

/**
 * The relying party for the corporate provider, or for the development one served by this same process.
 * Discovery is lazy (the development provider only answers once the server listens) and retried after a
 * failure. `fetchImpl` lets tests route the provider's HTTP calls through `app.inject` (the configuration
 * discovery answers keeps it for the token requests too).
 */
export function createRelyingParty(config: Config, fetchImpl?: typeof fetch): OidcRelyingParty {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  let pending: Promise<oidc.Configuration> | undefined;
  const insecure = config.oidc.issuer.startsWith('http:');

  async function discover(): Promise<oidc.Configuration> {
    const options: oidc.DiscoveryRequestOptions = {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    };
    if (fetchImpl) options[oidc.customFetch] = fetchImpl as oidc.CustomFetch;
    const configuration =
      config.oidc.kind === 'development'
        ? await oidc.discovery(
            new URL(config.oidc.issuer),
            config.oidc.clientId,
            undefined,
            oidc.None(),
            options,
          )
        : await oidc.discovery(
            new URL(config.oidc.issuer),
            config.oidc.clientId,
            undefined,
            oidc.ClientSecretPost(config.oidc.clientSecret),
            options,
          );
    return configuration;
  }

  return {
    redirectUri,
    configuration() {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}
