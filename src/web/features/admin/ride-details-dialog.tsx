import { minutesText, passengersText } from '@shared/durations';
import type { ReactNode } from 'react';
import type { AdminRide } from '@shared/admin.schemas';
import { FARE_SOURCE_LABELS, FARE_TEXTS, PAYMENT_LABELS } from '@shared/fare-texts';
import { ReceiptLink } from '@/components/receipt-link';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { VehicleFeatureList } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { formatDateTime, formatEuro, formatKm } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useRideDetails } from './api/get-ride-details';
import { cancelledByLabel } from './ride-event-text';
import { RideHistory } from './ride-history';
import { REMOVED_ADDRESS } from '@/lib/removed-data';
import { shownPhone } from '@/lib/shown-phone';
import { REQUEST_TYPE_LABELS } from './ride-labels';
import { RideStatusBadge } from './ride-status-badge';

/** One dt/dd pair, in its own div (the only wrapper a dl allows); `wide` spans both columns. */
function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid gap-0.5', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const orNotSpecified = (text: string | null | undefined) => (text && text.trim() ? text : 'Non specificato');

/**
 * 'Dettagli Corsa' (spec §2.8), dates as dd/MM/yyyy HH:mm in Rome time; with design §10's fare, distance, cancel
 * and history, read from `GET /api/admin/rides/{id}`. The row's copy shows at once; the server's replaces it.
 */
export function RideDetailsDialog({ ride: row, onClose }: { ride: AdminRide | null; onClose: () => void }) {
  const details = useRideDetails(row?.id ?? null);
  const ride = details.data && details.data.id === row?.id ? details.data : row;
  return (
    <Dialog open={row !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Dettagli Corsa</DialogTitle>
          <DialogDescription>Tutte le informazioni registrate per questa richiesta.</DialogDescription>
        </DialogHeader>
        {ride && (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label="ID Corsa">
              <span className="font-mono text-xs">{ride.id}</span>
            </Field>
            <Field label="Stato">
              <RideStatusBadge status={ride.status} />
            </Field>
            <Field label="Cliente">{shownPhone(ride.customerPhone)}</Field>
            <Field label="Tipo Corsa">{REQUEST_TYPE_LABELS[ride.requestType] ?? ride.requestType}</Field>
            <Field label="Data Richiesta">{formatDateTime(ride.createdAt)}</Field>
            {ride.requestType === 'scheduled' && <Field label="Orario Prenotato">{formatDateTime(ride.scheduledTime)}</Field>}
            <Field label="Indirizzo di Partenza" wide>
              {ride.anonymisedAt ? REMOVED_ADDRESS : orNotSpecified(ride.pickupAddress)}
            </Field>
            <Field label="Indirizzo di Arrivo" wide>
              {ride.anonymisedAt ? REMOVED_ADDRESS : orNotSpecified(ride.dropoffAddress)}
            </Field>
            <Field label={ride.fixedFare ? FARE_TEXTS.fixedFare : 'Tariffa Stimata'}>
              {ride.estimatedFare !== null ? formatEuro(ride.estimatedFare) : 'N/A'}
            </Field>
            <Field label={FARE_TEXTS.maxFare}>{ride.maxFareCents !== null ? formatEuro(ride.maxFareCents / 100) : 'N/A'}</Field>
            {ride.status === 'completed' && (
              <>
                <Field label={FARE_TEXTS.finalFare}>
                  {ride.finalFareCents !== null ? formatEuro(ride.finalFareCents / 100) : 'N/A'}
                  {ride.fareSource && <span className="font-normal text-muted-foreground"> · {FARE_SOURCE_LABELS[ride.fareSource]}</span>}
                </Field>
                <Field label={FARE_TEXTS.payment}>{ride.paymentMethod ? PAYMENT_LABELS[ride.paymentMethod] : FARE_TEXTS.notGiven}</Field>
                <Field label={FARE_TEXTS.receipt}>
                  <ReceiptLink ride={ride} />
                </Field>
              </>
            )}
            <Field label="Distanza Stimata">{ride.estimatedDistance !== null ? formatKm(ride.estimatedDistance) : 'N/A'}</Field>
            {ride.acceptedDriverId && (
              <>
                <Field label="Taxista">{ride.driverName ?? 'N/A'}</Field>
                <Field label="Tempo Stimato Arrivo">
                  {ride.estimatedArrival !== null ? minutesText(ride.estimatedArrival) : 'N/A'}
                </Field>
              </>
            )}
            {ride.status === 'cancelled' && (
              <>
                <Field label="Annullata da">{cancelledByLabel(ride.cancelledBy)}</Field>
                <Field label="Motivo Annullamento">{orNotSpecified(ride.cancelReason)}</Field>
              </>
            )}
            {ride.passengers !== null && <Field label={VEHICLE_TEXT.passengers}>{passengersText(ride.passengers)}</Field>}
            {ride.requirements.length > 0 && (
              <Field label={VEHICLE_TEXT.requirements} wide>
                <VehicleFeatureList features={ride.requirements} />
              </Field>
            )}
            {ride.notes && (
              <Field label="Note" wide>
                {ride.notes}
              </Field>
            )}
          </dl>
        )}
        <RideHistory events={details.data?.id === row?.id ? details.data?.events : undefined} failed={details.isError} />
      </DialogContent>
    </Dialog>
  );
}
