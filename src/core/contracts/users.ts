import { z } from 'zod';
import { required, requiredText, Role, Timestamp } from './common';

export const User = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: Role,
  disabled: z.boolean(),
  createdAt: Timestamp,
});

export const UserParams = z.object({ id: z.uuid('User ids are UUIDs') });

export const CreateUserBody = z
  .object({
    email: z.email('Enter a valid e-mail address').max(320),
    name: requiredText('Name', 200),
    role: Role,
    password: z.string().min(12, 'Passwords have at least 12 characters').max(1000),
  })
  .strict();

export const UpdateUserBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    role: Role.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();

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
export const UserListResponse = z.object({ users: z.array(User) });

export type User = z.infer<typeof User>;
export type CreateUserBody = z.infer<typeof CreateUserBody>;
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
