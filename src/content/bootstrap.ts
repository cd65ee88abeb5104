import { randomBytes } from 'node:crypto';
import type { DocumentKind, Seo } from '../core/contracts';
import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import * as store from '../store';
import { SEED, type ContentContext } from './context';
import { createDocument } from './documents';
import { publishDocument } from './publishing';
import { installSites } from './sites';
import { createFirstAdmin } from './users';

/** A document to publish on an empty installation (the demo content). */
export interface SeedDocument {
  site: SiteId;
  path: string;
  kind: DocumentKind;
  title: string;
  seo?: Seo;
  tree: Node;
}

export interface BootstrapResult {
  /** Set only on the start that created the first admin: show it once. */
  admin?: { email: string; password: string; generated: boolean };
  seeded: number;
}

/**
 * Brings a store to a usable state: migrated, the eight sites present, a first admin and,
 * on an empty installation, the given documents created and published through the same
 * operations an editor uses. Safe to run on every start.
 */
export async function bootstrap(
  ctx: ContentContext,
  { adminEmail, adminPassword, documents }: { adminEmail: string; adminPassword?: string; documents: () => readonly SeedDocument[] },
): Promise<BootstrapResult> {
  await store.migrate(ctx.db);
  await installSites(ctx);
  const result: BootstrapResult = { seeded: 0 };
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  if (await createFirstAdmin(ctx, { email: adminEmail, password })) result.admin = { email: adminEmail, password, generated: adminPassword === undefined };
  if ((await store.countDocuments(ctx.db)) === 0) result.seeded = await publishDocuments(ctx, documents());
  return result;
}

/** Creates and publishes documents as the seed; a bad one names itself. */
export async function publishDocuments(ctx: ContentContext, documents: readonly SeedDocument[]): Promise<number> {
  for (const doc of documents) {
    try {
      const created = await createDocument(ctx, { actor: SEED, site: doc.site, path: doc.path, kind: doc.kind, title: doc.title, seo: doc.seo ?? {}, tree: doc.tree });
      await publishDocument(ctx, { actor: SEED, id: created.id, note: 'Demo content' });
    } catch (error) {
      throw new Error(`Demo document ${doc.site}${doc.path}: ${(error as Error).message}`, { cause: error });
    }
  }
  return documents.length;
}
