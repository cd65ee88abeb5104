import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from '../../core/component';
import { loadAssets, type AssetBundle } from '../../render/assets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built stylesheets and island scripts, with their hashed names. */
    assets: AssetBundle;
  }
}

/** The built assets pages link to (render-page.ts renders with them). */
export const renderingPlugin = fp(
  async (app: FastifyInstance, { registry }: { registry: Registry }) => {
    app.decorate('assets', await loadAssets(registry));
  },
  { name: 'tessera-rendering', fastify: '5.x' },
);
