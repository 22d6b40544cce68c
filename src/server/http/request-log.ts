import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The label of a request that matched no route (a 404): one series, not one per URL a scanner tried. */
export const UNMATCHED_ROUTE = '(nessuna)';

/** The route a request matched, as declared (`/api/rides/:id`), never the URL it came with. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/**
 * One structured line per answered request (design §13) instead of Fastify's `incoming request`, `request
 * completed` and `Route … not found`, which carry the URL (a query string holds phone numbers, `?phone=`, and
 * addresses, `?q=`) and the client's address. The line names the route pattern, never the URL.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: routeOf(request),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    // An error here is the connection's (the answer could not be written); the handler's own went to the error handler.
    if (error) reply.log.warn({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
