import { z } from 'zod';
import { editor } from '../access';
import { ComponentKindListResponse, ComponentKindParams, ComponentKindResponse, ComponentSampleParams, ComponentUsageResponse } from '../component-catalogue';
import { route } from '../route';

const catalogue = ['Component catalogue'];
/** The living component catalogue of `/admin/components` (issue 27 item 5): any signed-in editor. */
export const componentCatalogueRoutes = {
  listComponentKinds: route({
    method: 'GET',
    path: '/api/cms/component-catalogue',
    responses: { 200: ComponentKindListResponse },
    access: editor,
    summary: 'Every registered component kind: name, label, category, description, icon, and whether it is interactive, root-only, chrome or superseded',
    tags: catalogue,
  }),
  getComponentKind: route({
    method: 'GET',
    path: '/api/cms/component-catalogue/:kind',
    params: ComponentKindParams,
    responses: { 200: ComponentKindResponse },
    access: editor,
    summary: "A component kind with its slots and their allow-lists, the slots that allow it, and its props table from the schema (types, defaults, allowed values, limits, descriptions); 404 naming an unknown kind",
    tags: catalogue,
  }),
  listComponentUsage: route({
    method: 'GET',
    path: '/api/cms/component-catalogue/:kind/usage',
    params: ComponentKindParams,
    responses: { 200: ComponentUsageResponse },
    access: editor,
    summary: 'The documents whose live version or draft holds the kind (drafts only on sites the reader may edit), and where its rendered sample comes from',
    tags: catalogue,
  }),
  renderComponentSample: route({
    method: 'GET',
    path: '/api/cms/component-catalogue/:kind/sample/:site',
    params: ComponentSampleParams,
    responses: { 200: { description: 'An HTML document', content: { 'text/html': { schema: z.string() } } } },
    text: 'text/html',
    access: editor,
    summary: "The kind rendered in a site's theme with its first published use's props (else its defaults), for a sandboxed frame (text/html)",
    tags: catalogue,
  }),
};
