import type { z } from 'zod';
import type { AccessPolicy } from './access';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success answer: the JSON body's schema, or the body by media type (JSON or CSV, a text file). */
export type ResponseSpec = z.ZodType | { description?: string; content: Record<string, { schema: z.ZodType }> };

/** Non-JSON answers a route gives, always or on request (`format=csv`). */
export type TextType = 'text/html' | 'text/csv' | 'text/plain' | 'application/octet-stream' | 'application/x-tar' | 'application/gzip';

/** One API route as declared in the route table (`routes.ts`). */
export interface RouteSpec {
  method: Method;
  /** The full path as served, parameters as `:name` (`/api/cms/documents/:id`). */
  path: string;
  /** One key per `:name` of the path. */
  params?: z.ZodObject;
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /**
   * A route that takes a file instead of a JSON body: the body's media type (a multipart form,
   * or a CSV file as the whole body). The editor sends it with `api.upload`.
   */
  upload?: 'multipart/form-data' | 'text/csv';
  /** Success answers by status; empty when the answer is bytes the table does not describe (a download). */
  responses: Readonly<Record<number, ResponseSpec>>;
  /** The answer is not JSON (always, or on request): the editor reads it with `api.text` or links to it. */
  text?: TextType;
  access: AccessPolicy;
  summary: string;
  tags: readonly string[];
  /** Left out of the OpenAPI document (the document itself). */
  hidden?: true;
}

/** A route of the table: its spec and its operation id (the table key). */
export type Route = RouteSpec & { readonly id: string };

/** Declares one route; the table gives it its id. */
export function route<const R extends RouteSpec>(spec: R): R {
  return spec;
}

/** The route table: each spec stamped with its key as `id` (the OpenAPI `operationId`). */
export function routeTable<const T extends Record<string, RouteSpec>>(specs: T): { readonly [K in keyof T]: T[K] & { readonly id: K & string } } {
  return Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, { ...spec, id }])) as never;
}

type Part = 'params' | 'query' | 'body';
type SchemaOf<R, K extends Part> = R extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
/** A request part a caller gives: required when the schema needs something, optional when all of it is optional, absent when the route has none. */
type InputPart<K extends Part, S> = [S] extends [z.ZodType] ? (Record<never, never> extends z.input<S> ? { [P in K]?: z.input<S> } : { [P in K]: z.input<S> }) : { [P in K]?: never };

/** What a caller gives for a route: `{ params, query, body }`, each as the route declares it. */
export type RouteInput<R extends RouteSpec> = InputPart<'params', SchemaOf<R, 'params'>> & InputPart<'query', SchemaOf<R, 'query'>> & InputPart<'body', SchemaOf<R, 'body'>>;

/** The query a caller gives for a route. */
export type RouteQuery<R extends RouteSpec> = NonNullable<RouteInput<R>['query']>;

/** What a handler reads (parsed by the contract): params, query and body as outputs of their schemas. */
export type RouteParsed<R extends RouteSpec, K extends Part> = SchemaOf<R, K> extends z.ZodType ? z.output<SchemaOf<R, K>> : unknown;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessOf<R extends RouteSpec> = R['responses'][Extract<keyof R['responses'], SuccessStatus>];
type BodyOf<S, Io extends 'input' | 'output'> = S extends z.ZodType
  ? Io extends 'input'
    ? z.input<S>
    : z.output<S>
  : S extends { content: infer C }
    ? C extends { 'application/json': { schema: infer J extends z.ZodType } }
      ? Io extends 'input'
        ? z.input<J>
        : z.output<J>
      : string
    : never;

/** The success body a caller receives (the JSON one of a route that also answers CSV). */
export type RouteOutput<R extends RouteSpec> = [Extract<keyof R['responses'], SuccessStatus>] extends [never] ? unknown : BodyOf<SuccessOf<R>, 'output'>;
/** What a handler may return for the serializer to send. */
export type RouteReply<R extends RouteSpec> = [Extract<keyof R['responses'], SuccessStatus>] extends [never] ? unknown : BodyOf<SuccessOf<R>, 'input'>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * A route's address for `params` and `query`: each `:name` replaced by its parameter
 * (URI-encoded), the query string from the defined values (a list repeats its key). Throws
 * when a parameter is missing.
 */
export function routeUrl(route: Pick<RouteSpec, 'path'>, { params, query }: { params?: unknown; query?: unknown } = {}): string {
  const given = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = given[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.path} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
