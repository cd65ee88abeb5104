import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface IdpAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

/** A real OpenID provider (`oidc-provider`) on loopback, whose sign-in screen approves at once as `signInAs`. */
export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next visitor to reach the provider signs in as (its subject). */
  signInAs: string;
  accounts: Record<string, IdpAccount>;
  /** Every request the provider got, as `METHOD /path` (token requests are `POST /token`). */
  requests: string[];
  close(): Promise<void>;
}

export async function startIdentityProvider({ redirectUris }: { redirectUris: string[] }): Promise<TestIdentityProvider> {
  const accounts: Record<string, IdpAccount> = {};
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'tessera';
  const clientSecret = 'a client secret for the test provider';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Scope claims in the ID token itself (the platform reads the ID token, not userinfo).
    conformIdTokenClaims: false,
    cookies: { keys: ['a cookie key for the test provider'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => (accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub]! }) } : undefined),
  });
  const idp: TestIdentityProvider = {
    issuer,
    clientId,
    clientSecret,
    signInAs: '',
    accounts,
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const callback = provider.callback();
  server.on('request', (req, res) => {
    idp.requests.push(`${req.method} ${req.url?.split('?')[0]}`);
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    // The person at the provider signs in as `signInAs` and consents to what was asked.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: idp.signInAs, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: idp.signInAs }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return idp;
}

/** Follows the provider's redirects with a cookie jar, as a browser would, until they leave the provider. */
export async function browseProvider(url: string, jar = new Map<string, string>()): Promise<string> {
  let next = url;
  const origin = new URL(url).origin;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${next} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    next = new URL(location, next).href;
    if (!next.startsWith(origin)) return next;
  }
  throw new Error('Too many redirects at the provider');
}
