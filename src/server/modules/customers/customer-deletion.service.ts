import type { FastifyInstance } from 'fastify';
import { RIDE_PHASE, type RidePhase } from '../../../shared/ride-states';
import { conflict, unauthorized } from '../../http/errors';
import { SmsOutbox } from '../../integrations/sms';
import { deleteCodesFor } from '../otp/phone-verifications.queries';
import { deleteCustomerSubscriptions } from '../push/push.queries';
import { anonymiseCustomerRides, openRideOf } from '../rides/rides.queries';
import { eraseCustomer, lockCustomer } from './customers.queries';
import { deleteExclusionsOf } from './excluded-drivers.queries';
import { serverText } from '../../i18n/server-text';

/** Why the data cannot go yet: a ride that is not over still needs the number and the addresses. */
export const DELETION_BLOCKED: Record<Exclude<RidePhase, 'ended'>, string> = {
  searching: 'Hai una richiesta o una prenotazione aperta: annullala prima di cancellare i tuoi dati.',
  under_way: 'Hai una corsa in corso: potrai cancellare i tuoi dati quando sarà terminata.',
};

/**
 * design §13: a customer deletes their account and data. Their rides are anonymised as the retention does
 * (the office's figures keep their fares and times), their number leaves the customer row, the SMS codes, the
 * dev outbox, their devices' push subscriptions and the drivers they left out (design §14); their sessions end on every device. All in one transaction
 * under the customer's lock, so that a booking cannot slip in between the check and the deletion. A ride not yet over refuses it (409, the reason).
 */
export async function deleteCustomerData(app: FastifyInstance, customerId: string): Promise<{ anonymisedRides: number }> {
  const now = app.clock.now();
  const { endedSessions, anonymisedRides } = await app.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    if (!customer) throw unauthorized();
    const open = await openRideOf(tx, customerId);
    if (open) throw conflict(serverText(`customers.deletionBlocked.${RIDE_PHASE[open.status] as Exclude<RidePhase, 'ended'>}`), 'customer_has_open_ride');
    const anonymisedRides = await anonymiseCustomerRides(tx, customerId, now);
    await deleteCodesFor(tx, customer.phoneNumber);
    await new SmsOutbox(tx).forget(customer.phoneNumber);
    await deleteCustomerSubscriptions(tx, customerId);
    await deleteExclusionsOf(tx, customerId);
    return { endedSessions: await eraseCustomer(tx, customerId, now), anonymisedRides };
  });
  // Other devices signed in as this customer are told at once (their live socket closes with 4401).
  await app.live.endSessions(endedSessions);
  return { anonymisedRides };
}
