import { z } from 'zod';
import { required, requiredText, Timestamp } from './common';
import { PageLinks, pageParams, PageTotal } from './paging';

/** An application key and a role in it: `{ appKey: 'ICE', role: 'Compliance US' }` (specification §6). */
export const VisitorRole = z.object({
  appKey: z.string().trim().min(1, required('Application key')).max(60),
  role: z.string().trim().min(1, required('Role')).max(80),
});

export const Visitor = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  roles: z.array(VisitorRole),
  /** Identity providers this visitor has signed in with (their issuers). */
  providers: z.array(z.string()),
  hasPassword: z.boolean(),
  createdAt: Timestamp,
  lastSignInAt: Timestamp.nullable(),
});

const Password = z.string().min(12, 'Passwords have at least 12 characters').max(1000);
const Roles = z.array(VisitorRole).max(50, 'At most 50 roles');

export const VisitorParams = z.object({ id: z.uuid('Visitor ids are UUIDs') });

export const VisitorQuery = z.object({
  q: z.string().trim().max(200).optional().describe('Part of a name or e-mail address'),
  ...pageParams('visitors', { keyLength: 1 }),
});

export const CreateVisitorBody = z
  .object({
    email: z.email('Enter a valid e-mail address').max(320),
    name: requiredText('Name', 200),
    password: Password.optional(),
    roles: Roles.default([]),
  })
  .strict();

export const UpdateVisitorBody = z
  .object({
    name: requiredText('Name', 200).optional(),
    password: Password.optional(),
    roles: Roles.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();

export const VisitorResponse = z.object({ visitor: Visitor });
export const VisitorListResponse = z.object({ visitors: z.array(Visitor), ...PageLinks, ...PageTotal });
export const SignedOutResponse = z.object({ sessionsEnded: z.number().int() });

/** A visitor signing in on a site (the JSON form of `/login`). */
export const VisitorLoginBody = z.object({
  email: requiredText('E-mail address', 320),
  password: z.string().min(1, required('Password')).max(1000),
  returnTo: z.string().max(2000).optional(),
});

/** What a site may know of its signed-in visitor. */
export const VisitorMe = z.object({ name: z.string(), email: z.string(), roles: z.array(VisitorRole) });
export const VisitorLoginResponse = z.object({ visitor: VisitorMe, returnTo: z.string() });
export const VisitorMeResponse = z.object({ visitor: VisitorMe.nullable() });

/**
 * Who a preview shows the page to, as auth gates see them: signed out, or signed in with these
 * roles (none: "signed in without the role").
 */
export const PreviewVisitor = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }).strict(),
  z.object({ signedIn: z.literal(true), roles: z.array(VisitorRole).max(50) }).strict(),
]);

/** Where an identity provider may live: https, or http on this machine (development, tests). */
function isProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** A site's external OpenID Connect provider, as editors see it: the client secret is never sent. */
export const IdentityProvider = z.object({
  site: z.string(),
  label: z.string().describe('What the sign-in button says after "Sign in with"'),
  issuer: z.string().describe('The issuer URL; its discovery document is read from /.well-known/openid-configuration'),
  clientId: z.string(),
  hasSecret: z.boolean(),
  updatedAt: Timestamp,
});

export const IdentityProviderBody = z
  .object({
    label: requiredText('Label', 80),
    issuer: z
      .string()
      .trim()
      .max(500)
      .refine(isProviderUrl, 'Enter the issuer as an https address (http only on localhost), without user, query or fragment'),
    clientId: requiredText('Client id', 200),
    /** Write-only: absent keeps the stored secret; an empty string makes a public client (PKCE only). */
    clientSecret: z.string().max(500).optional(),
  })
  .strict();

export const IdentityProviderResponse = z.object({ provider: IdentityProvider.nullable() });

export type VisitorRole = z.infer<typeof VisitorRole>;
export type PreviewVisitor = z.infer<typeof PreviewVisitor>;
export type IdentityProvider = z.infer<typeof IdentityProvider>;
export type IdentityProviderBody = z.infer<typeof IdentityProviderBody>;
export type Visitor = z.infer<typeof Visitor>;
export type CreateVisitorBody = z.infer<typeof CreateVisitorBody>;
export type UpdateVisitorBody = z.infer<typeof UpdateVisitorBody>;
export type VisitorMe = z.infer<typeof VisitorMe>;
