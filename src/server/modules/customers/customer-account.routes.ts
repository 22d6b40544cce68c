import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDeletedSchema } from '../../../shared/auth.schemas';
import { errorResponses } from '../../../shared/common.schemas';
import { requireRole, signedIn } from '../auth/auth.guards';
import { endSession } from '../auth/session-cookies.service';
import { deleteCustomerData } from './customer-deletion.service';

/** The customer's own account: 'Cancella i miei dati' on the booking page (design §13). */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/customers/me',
    {
      preHandler: requireRole('customer'),
      schema: {
        description:
          'Cancella l’account del cliente e i suoi dati: le corse restano anonime (tariffe e orari per le statistiche), numero, codici e sessioni spariscono. 409 con il motivo se una corsa non è terminata.',
        response: { 200: customerDeletedSchema, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const { anonymisedRides } = await deleteCustomerData(app, signedIn(request, 'customer').customerId);
      await endSession(request, reply, 'customer');
      return { deleted: true as const, anonymisedRides };
    },
  );
};
