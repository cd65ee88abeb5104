import { z } from 'zod';
import { SITE_IDS, type SiteId } from '../sites';
import { required, requiredText, Role, Timestamp } from './common';
import { PageLinks, pageParams } from './paging';

const siteRoleShape = Object.fromEntries(SITE_IDS.map((site) => [site, Role.optional()])) as { [K in SiteId]: z.ZodOptional<typeof Role> };

/** A user's role on each site (issue 23 item 1): `{ nyse: 'CMSTWO User', ice: 'CMSTWO Super User' }`; a site left out is no access. */
export const SiteRoles = z.strictObject(siteRoleShape);

export const User = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: SiteRoles,
  disabled: z.boolean(),
  createdAt: Timestamp,
});

export const UserParams = z.object({ id: z.uuid('User ids are UUIDs') });

export const CreateUserBody = z
  .object({
    email: z.email('Enter a valid e-mail address').max(320),
    name: requiredText('Name', 200),
    /** That role on every site. */
    role: Role.optional(),
    /** A role per site; a site left out is no access. Give `role` or `roles`, not both. */
    roles: SiteRoles.optional(),
    password: z.string().min(12, 'Passwords have at least 12 characters').max(1000),
  })
  .strict()
  .refine((body) => (body.role === undefined) !== (body.roles === undefined), {
    message: 'Give a role (the same on every site) or roles (one per site), not both',
    path: ['role'],
  });

export const UpdateUserBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    /** That role on every site. */
    role: Role.optional(),
    /** The role on each site, replacing all of them; a site left out is no access. */
    roles: SiteRoles.optional(),
    disabled: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.role === undefined || body.roles === undefined, {
    message: 'Give a role (the same on every site) or roles (one per site), not both',
    path: ['role'],
  });

export const LoginBody = z.object({
  email: requiredText('E-mail address', 320),
  password: z.string().min(1, required('Password')).max(1000),
  /** 'bearer' returns the token for headless clients instead of setting the HttpOnly cookie. */
  tokenType: z.enum(['cookie', 'bearer']).default('cookie'),
});

/** Signed in with a cookie: the CSRF token to send with changes; with `tokenType: 'bearer'`: the token. */
export const LoginResponse = z.object({
  user: User,
  expiresAt: Timestamp,
  csrfToken: z.string().optional(),
  token: z.string().optional(),
});
export const MeResponse = z.object({ user: User, csrfToken: z.string(), expiresAt: Timestamp });

export const UserResponse = z.object({ user: User });
/** Editor accounts by e-mail address. */
export const UserListQuery = z
  .object({
    q: z.string().trim().max(200).optional().describe('Part of a name or e-mail address, in any case'),
    ...pageParams('users', { keyLength: 1 }),
  })
  .strict();
export const UserListResponse = z.object({ users: z.array(User), ...PageLinks });

export type User = z.infer<typeof User>;
export type SiteRolesBody = z.infer<typeof SiteRoles>;
export type CreateUserBody = z.infer<typeof CreateUserBody>;
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
