import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../services/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The installation's settings (services/config). */
    config: Config;
  }
}

/** The settings every other plugin reads. */
export const configPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('config', config);
  },
  { name: 'tessera-config', fastify: '5.x' },
);
