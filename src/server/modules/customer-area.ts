import type { FastifyPluginAsync } from 'fastify';

/** Everything the customer area adds to the server: its routes, live handlers and background jobs. */
export const customerArea: FastifyPluginAsync = async () => {};
