import type { FastifyPluginAsync } from 'fastify';

/** Everything the driver area adds to the server: its routes, live handlers and background jobs. */
export const driverArea: FastifyPluginAsync = async () => {};
