import type * as Oidc from 'openid-client';
import { TesseraError } from '../../core/errors';
import { once } from '../../core/once';
import { outboundFetch } from '../outbound/fetch';
import { OutboundForbidden, type OutboundPolicy } from '../outbound';

/** What the platform needs to know of a site's OpenID Connect provider. */
export interface ProviderClientSettings {
  issuer: string;
  clientId: string;
  /** Empty: a public client, which proves itself with PKCE alone. */
  clientSecret: string;
}

/** What is kept (signed, in a short-lived cookie) between sending a visitor off and their return. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Sign-in at an external OpenID Connect provider: authorization code flow with PKCE. */
export interface IdentityProviders {
  /**
   * The provider's authorization URL for this visitor, and what to check on their return.
   * `outbound`: what the server may connect to (discovery, keys and tokens go through services/outbound).
   */
  start(provider: ProviderClientSettings, options: { redirectUri: string; outbound: OutboundPolicy }): Promise<{ url: string; pending: PendingSignIn }>;
  /** Redeems the code in `callbackUrl` after checking state, nonce and PKCE; the ID token's claims. */
  finish(provider: ProviderClientSettings, options: { callbackUrl: URL; pending: PendingSignIn; outbound: OutboundPolicy }): Promise<IdentityClaims>;
}

/** openid-client is loaded with the first visitor sign-in through a provider, not at start. */
const loadOidc = once(() => import('openid-client'));

const DISCOVERY_TTL_MS = 10 * 60_000;
const TIMEOUT_S = 10;
/** Discovery documents, key sets and token answers are small; anything bigger is refused. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * `openid-client` behind the platform's interface. Discovery documents are kept for ten
 * minutes per issuer and client. Every request (discovery, keys, token) goes through the
 * outbound service: its address policy on each connection, one deadline, a byte cap; plain
 * http only to hosts that policy lists (OUTBOUND_ALLOWED_HOSTS). A provider that may not be
 * reached, cannot be reached or answers wrongly is a 502 naming it, never a signed-in visitor.
 */
export function openIdProviders(): IdentityProviders {
  const configurations = new Map<string, { at: number; config: Promise<Oidc.Configuration> }>();

  function configurationFor(provider: ProviderClientSettings, outbound: OutboundPolicy): Promise<Oidc.Configuration> {
    const key = `${provider.issuer}\n${provider.clientId}\n${provider.clientSecret}`;
    const known = configurations.get(key);
    if (known && Date.now() - known.at < DISCOVERY_TTL_MS) return known.config;
    const issuer = new URL(provider.issuer);
    const policy: OutboundPolicy = { ...outbound, timeoutMs: Math.min(outbound.timeoutMs ?? TIMEOUT_S * 1000, TIMEOUT_S * 1000), maxBytes: MAX_ANSWER_BYTES };
    const config = loadOidc()
      .then((oidc) =>
        oidc.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret === '' ? undefined : provider.clientSecret,
        provider.clientSecret === '' ? oidc.None() : oidc.ClientSecretPost(provider.clientSecret),
        {
          timeout: TIMEOUT_S,
          [oidc.customFetch]: outboundFetch(policy) as Oidc.CustomFetch,
          // Whether plain http may be used is the outbound policy's to say (allow-listed hosts only), on every request.
          ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
        ),
      )
      .catch((error: unknown) => {
        configurations.delete(key);
        throw unavailable(provider, error);
      });
    configurations.set(key, { at: Date.now(), config });
    return config;
  }

  return {
    async start(provider, { redirectUri, outbound }) {
      const config = await configurationFor(provider, outbound);
      const oidc = await loadOidc();
      const pending: PendingSignIn = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    async finish(provider, { callbackUrl, pending, outbound }) {
      const config = await configurationFor(provider, outbound);
      const oidc = await loadOidc();
      let claims: Oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        // The visitor's own answer (denied, a replayed or forged callback) is theirs to retry.
        if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
          throw new TesseraError('SIGN_IN_FAILED', { provider: provider.issuer, reason: error.error_description ?? error.error });
        }
        if (error instanceof Error && 'code' in error && String(error.code).startsWith('OAUTH_')) {
          throw new TesseraError('SIGN_IN_FAILED', { provider: provider.issuer, reason: error.message });
        }
        throw unavailable(provider, error);
      }
      if (!claims) throw new TesseraError('SIGN_IN_FAILED', { provider: provider.issuer, reason: 'no ID token was sent' });
      const email = typeof claims.email === 'string' ? claims.email : '';
      if (email === '') throw new TesseraError('SIGN_IN_FAILED', { provider: provider.issuer, reason: 'it did not share an e-mail address (allow the "email" scope)' });
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name : email,
      };
    },
  };
}

/** The policy's refusal behind an error of openid-client, if that is what it is. */
function forbidden(error: unknown): OutboundForbidden | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (e instanceof OutboundForbidden) return e;
  return undefined;
}

/**
 * The visitor reads that the provider is not answering, or that its address may not be
 * reached from here (an issuer saved before addresses were checked); the cause goes to the log.
 */
function unavailable(provider: ProviderClientSettings, error: unknown): TesseraError {
  const refusal = forbidden(error);
  const what = `The identity provider ${provider.issuer}`;
  const failure = refusal ? new TesseraError('UPSTREAM_REFUSED', { what }) : new TesseraError('UPSTREAM_UNAVAILABLE', { what });
  (failure as Error).cause = error;
  return failure;
}
