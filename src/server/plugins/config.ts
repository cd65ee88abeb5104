import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../services/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The installation's settings (services/config). */
    config: ServerConfig;
  }
}

/** The settings every other plugin reads. */
export const configPlugin = fp(
  async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
    app.decorate('config', config);
  },
  { name: 'tessera-config', fastify: '5.x' },
);
