import type { ReactNode } from 'react';
import type { AdminRide } from '@shared/admin.schemas';
import { FARE_TEXT, fareSourceLabel, paymentLabel } from '@/components/fare/fare-strings';
import { ReceiptLink } from '@/components/receipt-link';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { VehicleFeatureList } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { formatDateTime, formatEuro, formatKm } from '@/lib/format';
import { cn } from '@/lib/utils';
import { t as tr, useT } from '@/i18n/i18n';
import { useRideDetails } from './api/get-ride-details';
import { cancelledByLabel } from './ride-event-text';
import { RideHistory } from './ride-history';
import { REQUEST_TYPE_LABELS } from './ride-labels';
import { RideStatusBadge } from './ride-status-badge';
import { officePhone } from './shown-data';

/** One dt/dd pair, in its own div (the only wrapper a dl allows); `wide` spans both columns. */
function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid gap-0.5', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const orNotSpecified = (text: string | null | undefined) => (text && text.trim() ? text : tr('office.notSpecified'));

/**
 * 'Dettagli Corsa' (spec §2.8), dates as dd/MM/yyyy HH:mm in Rome time; with design §10's fare, distance, cancel
 * and history, read from `GET /api/admin/rides/{id}`. The row's copy shows at once; the server's replaces it.
 */
export function RideDetailsDialog({ ride: row, onClose }: { ride: AdminRide | null; onClose: () => void }) {
  const t = useT();
  const details = useRideDetails(row?.id ?? null);
  const ride = details.data && details.data.id === row?.id ? details.data : row;
  return (
    <Dialog open={row !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('office.details.title')}</DialogTitle>
          <DialogDescription>{t('office.details.description')}</DialogDescription>
        </DialogHeader>
        {ride && (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Field label={t('office.details.id')}>
              <span className="font-mono text-xs">{ride.id}</span>
            </Field>
            <Field label={t('office.drivers.col.status')}>
              <RideStatusBadge status={ride.status} />
            </Field>
            <Field label={t('office.rides.col.customer')}>{officePhone(ride.customerPhone)}</Field>
            <Field label={t('office.details.type')}>{REQUEST_TYPE_LABELS[ride.requestType] ?? ride.requestType}</Field>
            <Field label={t('office.details.requestedAt')}>{formatDateTime(ride.createdAt)}</Field>
            {ride.requestType === 'scheduled' && <Field label={t('office.rides.col.scheduled')}>{formatDateTime(ride.scheduledTime)}</Field>}
            <Field label={t('office.details.pickup')} wide>
              {ride.anonymisedAt ? t('removed.address') : orNotSpecified(ride.pickupAddress)}
            </Field>
            <Field label={t('office.details.dropoff')} wide>
              {ride.anonymisedAt ? t('removed.address') : orNotSpecified(ride.dropoffAddress)}
            </Field>
            <Field label={ride.fixedFare ? FARE_TEXT.fixedFare : t('office.details.estimatedFare')}>
              {ride.estimatedFare !== null ? formatEuro(ride.estimatedFare) : 'N/A'}
            </Field>
            <Field label={FARE_TEXT.maxFare}>{ride.maxFareCents !== null ? formatEuro(ride.maxFareCents / 100) : 'N/A'}</Field>
            {ride.status === 'completed' && (
              <>
                <Field label={FARE_TEXT.finalFare}>
                  {ride.finalFareCents !== null ? formatEuro(ride.finalFareCents / 100) : 'N/A'}
                  {ride.fareSource && <span className="font-normal text-muted-foreground"> · {fareSourceLabel(ride.fareSource)}</span>}
                </Field>
                <Field label={FARE_TEXT.payment}>{ride.paymentMethod ? paymentLabel(ride.paymentMethod) : FARE_TEXT.notGiven}</Field>
                <Field label={FARE_TEXT.receipt}>
                  <ReceiptLink ride={ride} />
                </Field>
              </>
            )}
            <Field label={t('office.details.estimatedDistance')}>{ride.estimatedDistance !== null ? formatKm(ride.estimatedDistance) : 'N/A'}</Field>
            {ride.acceptedDriverId && (
              <>
                <Field label={t('office.rides.col.driver')}>{ride.driverName ?? 'N/A'}</Field>
                <Field label={t('office.details.eta')}>
                  {ride.estimatedArrival !== null ? t('time.minutes', { n: ride.estimatedArrival }) : 'N/A'}
                </Field>
              </>
            )}
            {ride.status === 'cancelled' && (
              <>
                <Field label={t('office.details.cancelledBy')}>{cancelledByLabel(ride.cancelledBy)}</Field>
                <Field label={t('office.details.cancelReason')}>{orNotSpecified(ride.cancelReason)}</Field>
              </>
            )}
            {ride.passengers !== null && <Field label={VEHICLE_TEXT.passengers}>{t('office.passengers', { n: ride.passengers })}</Field>}
            {ride.requirements.length > 0 && (
              <Field label={VEHICLE_TEXT.requirements} wide>
                <VehicleFeatureList features={ride.requirements} />
              </Field>
            )}
            {ride.notes && (
              <Field label={t('office.details.notes')} wide>
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
