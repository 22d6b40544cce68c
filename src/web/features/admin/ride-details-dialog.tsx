import type { ReactNode } from 'react';
import type { AdminRide } from '@shared/admin.schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { REMOVED_ADDRESS, shownPhone } from '@/lib/removed-data';
import { REQUEST_TYPE_LABELS } from './ride-labels';
import { RideStatusBadge } from './ride-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const orNotSpecified = (text: string | null | undefined) => (text && text.trim() ? text : 'Non specificato');

/** 'Dettagli Corsa' (SPEC §2.8), dates as dd/MM/yyyy HH:mm in Rome time. */
export function RideDetailsDialog({ ride, onClose }: { ride: AdminRide | null; onClose: () => void }) {
  return (
    <Dialog open={ride !== null} onOpenChange={(next) => !next && onClose()}>
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
            {ride.requestType === 'scheduled' && (
              <Field label="Orario Prenotato">{formatDateTime(ride.scheduledTime)}</Field>
            )}
            <div className="sm:col-span-2">
              <Field label="Indirizzo di Partenza">{ride.anonymisedAt ? REMOVED_ADDRESS : orNotSpecified(ride.pickupAddress)}</Field>
            </div>
            <div className="sm:col-span-2">
              <Field label="Indirizzo di Arrivo">{ride.anonymisedAt ? REMOVED_ADDRESS : orNotSpecified(ride.dropoffAddress)}</Field>
            </div>
            {ride.acceptedDriverId && (
              <>
                <Field label="Taxista">{ride.driverName ?? 'N/A'}</Field>
                <Field label="Tempo Stimato Arrivo">
                  {ride.estimatedArrival !== null ? `${ride.estimatedArrival} minuti` : 'N/A'}
                </Field>
              </>
            )}
            {ride.notes && (
              <div className="sm:col-span-2">
                <Field label="Note">{ride.notes}</Field>
              </div>
            )}
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}
