import { registry } from '../../src/components/registry';
import type { PageRenderer } from '../../src/content';
import { archiveRenderer } from '../../src/server/archive-renderer';

/** The real page renderer the server hands to content (the archive renders every publication with it). */
export const testRenderer: PageRenderer = archiveRenderer({ registry });
