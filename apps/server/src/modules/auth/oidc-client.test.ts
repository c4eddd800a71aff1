import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createRelyingParty } from './oidc-client';

const issuer = 'https://login.example.com';

/**
 * The provider's two answers a relying party needs here, recording each call; `failFirst` refuses the first,
 * `tokenEndpoint` is where its discovery document says tokens are asked for.
 */
function providerStandIn(options: { failFirst?: boolean; tokenEndpoint?: string } = {}) {
  const calls: { url: string; body: string }[] = [];
  let refused = !options.failFirst;
  const answer = async (input: URL | Request | string, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ url, body: init?.body ? String(init.body) : '' });
    if (!refused) {
      refused = true;
      throw new TypeError('fetch failed');
    }
    const body = url.endsWith('/.well-known/openid-configuration')
      ? {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: options.tokenEndpoint ?? `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
        }
      : { access_token: 'a-token', token_type: 'Bearer', expires_in: 60 };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: answer as typeof fetch };
}

const corporate = parseConfig({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: 'timekeep',
  OIDC_CLIENT_SECRET: 'the-secret',
  PUBLIC_URL: 'https://timekeep.example.com',
});

describe('the relying party', () => {
  it('authenticates to the corporate provider with its client secret in the token request', async () => {
    const provider = providerStandIn();
    const party = createRelyingParty(corporate, provider.fetch);
    await oidc.clientCredentialsGrant(await party.configuration());
    const tokenRequest = new URLSearchParams(provider.calls.at(-1)!.body);
    expect(provider.calls.at(-1)!.url).toBe(`${issuer}/token`);
    expect(tokenRequest.get('client_id')).toBe('timekeep');
    expect(tokenRequest.get('client_secret')).toBe('the-secret');
  });

  it('discovers the provider again after a failed discovery, instead of keeping the failure', async () => {
    const provider = providerStandIn({ failFirst: true });
    const party = createRelyingParty(corporate, provider.fetch);
    await expect(party.configuration()).rejects.toThrow();
    expect((await party.configuration()).serverMetadata().issuer).toBe(issuer);
    // Discovered once it worked, and kept: a third sign-in asks the provider nothing more.
    await party.configuration();
    expect(provider.calls).toHaveLength(2);
  });

  it('refuses a plain http token endpoint from a provider found over https', async () => {
    const provider = providerStandIn({ tokenEndpoint: 'http://login.example.com/token' });
    const party = createRelyingParty(corporate, provider.fetch);
    await expect(oidc.clientCredentialsGrant(await party.configuration())).rejects.toThrow(
      'only requests to HTTPS are allowed',
    );
    expect(provider.calls.map((call) => call.url)).toEqual([`${issuer}/.well-known/openid-configuration`]);
  });
});
