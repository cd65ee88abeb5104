/**
 * The API contracts: zod schemas of every request and response body, shared by the server
 * (validation, serialization, the OpenAPI document) and the editor (types). Types are
 * `z.infer` of the schemas, never written by hand.
 */
export * from './common';
export * from './paging';
export * from './documents';
export * from './versions';
export * from './users';
export * from './sites';
export * from './site-settings';
export * from './audit';
export * from './editing';
export * from './visitors';
export * from './media';
export * from './forms';
export * from './subscriptions';
export * from './phone';
export * from './notices';
export * from './notice-topics';
export * from './launch';
export * from './market-data';
export * from './product-guide';
export * from './charts';
export * from './jobs';
export * from './health';
export * from './retention';
export * from './banners';
export * from './review';
export * from './route';
export * from './routes';
export * from './archive';
export * from './data-sources';
export * from './site-bundle';
export * from './tags';
