import type { FastifyPluginAsync } from 'fastify';

/** Everything the admin area adds to the server: its routes, live handlers and background jobs. */
export const adminArea: FastifyPluginAsync = async () => {};
