import type { IdentityProvider } from '../core/contracts';
import type { SiteId } from '../core/sites';
import type { Db } from './types';

/** A site's identity provider with its secret: for the server's sign-in flow only. */
export interface IdentityProviderSettings extends IdentityProvider {
  clientSecret: string;
}

interface ProviderRow {
  site: string;
  label: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  updated_at: string;
}

function toSettings(row: ProviderRow): IdentityProviderSettings {
  return {
    site: row.site,
    label: row.label,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    hasSecret: row.client_secret !== '',
    updatedAt: row.updated_at,
  };
}

export async function getIdentityProvider(db: Db, options: { site: SiteId }): Promise<IdentityProviderSettings | undefined> {
  const { rows } = await db.query<ProviderRow>('SELECT * FROM site_identity_providers WHERE site = $1', [options.site]);
  return rows[0] && toSettings(rows[0]);
}

/** Sets a site's identity provider. `clientSecret` undefined keeps the stored one (none: a public client). */
export async function upsertIdentityProvider(
  db: Db,
  options: { site: SiteId; label: string; issuer: string; clientId: string; clientSecret?: string },
): Promise<IdentityProviderSettings> {
  const { rows } = await db.query<ProviderRow>(
    `INSERT INTO site_identity_providers (site, label, issuer, client_id, client_secret)
     VALUES ($1, $2, $3, $4, COALESCE($5, ''))
     ON CONFLICT (site) DO UPDATE SET label = excluded.label, issuer = excluded.issuer, client_id = excluded.client_id,
       client_secret = COALESCE($5, site_identity_providers.client_secret), updated_at = now()
     RETURNING *`,
    [options.site, options.label, options.issuer, options.clientId, options.clientSecret ?? null],
  );
  return toSettings(rows[0]!);
}

/** Removes a site's identity provider: the issuer it had, or undefined when it had none. Linked visitor identities stay. */
export async function deleteIdentityProvider(db: Db, options: { site: SiteId }): Promise<string | undefined> {
  const { rows } = await db.query<{ issuer: string }>('DELETE FROM site_identity_providers WHERE site = $1 RETURNING issuer', [options.site]);
  return rows[0]?.issuer;
}

/** Each site's provider label (what visitors read after "Sign in with"). */
export async function identityProviderLabels(db: Db): Promise<Map<SiteId, string>> {
  const { rows } = await db.query<{ site: SiteId; label: string }>('SELECT site, label FROM site_identity_providers');
  return new Map(rows.map((row) => [row.site, row.label]));
}
