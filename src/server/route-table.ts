import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { Route, RouteParsed, RouteReply } from '../core/contracts/route';
import { responses } from './responses';

/** A request of a table route: params, query and body as its contracts parsed them. */
export type RouteRequest<R extends Route> = FastifyRequest<{ Params: RouteParsed<R, 'params'>; Querystring: RouteParsed<R, 'query'>; Body: RouteParsed<R, 'body'> }>;

/** A handler of a table route: the success body (sent as the contract declares it), or the reply it sent itself. */
export type RouteHandler<R extends Route> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteReply<R> | FastifyReply>;

/** What a route adds to its table entry on the server: rate limit, form posts, hooks. */
export interface ServeOptions extends Pick<RouteShorthandOptions, 'preValidation' | 'attachValidation' | 'bodyLimit'> {
  config?: Omit<FastifyContextConfig, 'access'>;
}

/** The Fastify schema of a table route: its contracts, the error body, and what the OpenAPI document shows. */
export function routeSchema(route: Route): FastifySchema {
  return {
    operationId: route.id,
    summary: route.summary,
    // The summary is the one line a route has; generated clients show it as the method's documentation.
    description: `${route.summary}. Who may call it: ${route.access.name}.`,
    tags: [...route.tags],
    ...(route.hidden ? { hide: true } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.upload ? { consumes: [route.upload] } : {}),
    ...(Object.keys(route.responses).length > 0 ? { response: responses(route.responses) } : {}),
  };
}

/**
 * Registers a route of the table (`core/contracts/routes.ts`): method, path, contracts,
 * summary, tags, operation id and access policy all come from the entry; `options` adds what
 * only the server knows.
 */
export function serve<R extends Route>(app: FastifyInstance, route: R, ...args: [handler: RouteHandler<R>] | [options: ServeOptions, handler: RouteHandler<R>]): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  app.route({
    ...options,
    method: route.method,
    url: route.path,
    schema: routeSchema(route),
    config: { ...options.config, access: route.access },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
