import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import { requireRideOwnerAdminOrLink, rideOf } from '../rides/ride.guards';
import { receiptOf } from './receipt.service';
import { requestLanguage } from '../../http/request-language';

const receiptQuerySchema = z.object({ token: z.string().max(100).optional() });

/**
 * `GET /api/rides/{id}/receipt` (design §15): the PDF receipt, for the ride's customer, its driver, the office, or
 * the holder of the link texted to an office-booked caller.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rides/:id/receipt',
    {
      preHandler: requireRideOwnerAdminOrLink,
      schema: {
        params: idParamsSchema,
        querystring: receiptQuerySchema,
        response: {
          200: { description: 'La ricevuta in PDF', content: { 'application/pdf': { schema: z.string() } } },
          ...errorResponses(401, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      // design §16: in the language of the request that downloads it (the SMS link opens in the caller's browser).
      const pdf = await receiptOf(app, rideOf(request), requestLanguage(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="ricevuta-${request.params.id.slice(0, 8)}.pdf"`)
        .header('cache-control', 'private, no-store')
        // Fastify sends a Buffer as it is, past the serializer; the declared string is only the document's word for it.
        .send(pdf as unknown as string);
    },
  );
};
