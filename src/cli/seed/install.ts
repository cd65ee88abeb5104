import type { Registry } from '../../core/component';
import { SITE_IDS } from '../../core/sites';
import { createDocument, publish, upsertSite } from '../../store';
import type { Db } from '../../store/types';
import { siteDefaults } from '../../themes/sites';
import { validateDocumentTree } from '../../server/content';
import type { DemoDocument } from './types';

const ACTOR = 'seed';

/** Creates the eight sites with their default names and hosts (idempotent). */
export async function installSites(db: Db): Promise<void> {
  for (const id of SITE_IDS) {
    const defaults = siteDefaults[id];
    await upsertSite(db, { id, name: defaults.name, hosts: defaults.hosts, captchaSiteKey: defaults.captchaSiteKey, settings: {} });
  }
}

/**
 * Creates and publishes the demo documents. Every tree is validated against the registry
 * exactly as an editor's would be, so demo content cannot drift from the components.
 */
export async function installDemoContent(db: Db, { registry, documents }: { registry: Registry; documents: readonly DemoDocument[] }): Promise<number> {
  for (const doc of documents) {
    let draft;
    try {
      draft = validateDocumentTree({ registry, site: doc.site, kind: doc.kind, tree: doc.tree });
    } catch (error) {
      throw new Error(`Demo document ${doc.site}${doc.path}: ${(error as Error).message}`);
    }
    const created = await createDocument(db, {
      site: doc.site,
      path: doc.path,
      kind: doc.kind,
      title: doc.title,
      seo: doc.seo ?? {},
      draft,
      actor: ACTOR,
    });
    await publish(db, { id: created.id, actor: ACTOR, note: 'Demo content' });
  }
  return documents.length;
}
