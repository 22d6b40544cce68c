import type { RouteOptions } from 'fastify';

/**
 * `onRoute` check of the API's routes (src/server/routes.ts): each declares what it answers on success
 * (`schema.response` with a 2xx: the serializer checks every answer against it, and the OpenAPI document shows
 * it) and the parameters its path names (`schema.params`). What a route reads of the body or the query is typed
 * `unknown` by the zod type provider until it declares a schema, so an undeclared input cannot be used unnoticed.
 */
export function assertSchemasDeclared(route: RouteOptions): void {
  const { schema, method, url } = route;
  const problems: string[] = [];
  const statuses = Object.keys((schema?.response as Record<string, unknown> | undefined) ?? {});
  if (!statuses.some((status) => /^2(\d\d|XX)$/.test(status))) problems.push('no schema.response for a 2xx answer');
  if (url.includes(':') && !schema?.params) problems.push('path parameters without schema.params');
  if (problems.length > 0) throw new Error(`${String(method)} ${url}: ${problems.join('; ')}`);
}
