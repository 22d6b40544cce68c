import { useState } from 'react';
import type { QueueRide } from '@shared/console.schemas';
import { CancelReasonField } from '@/components/cancel-reason/cancel-reason-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { useT } from '@/i18n/i18n';
import { useCancelOfficeRide } from '../api/cancel-office-ride';
import { CONSOLE_TEXT } from './console-strings';
import type { ConsoleDialogProps } from './ride-dialog-props';

const T = CONSOLE_TEXT.cancel;
// The quick reasons in the office's language: the customer and the driver are told the reason as written.
const REASON_IDS = [
  'office.console.cancel.reasonCustomer',
  'office.console.cancel.reasonNoTaxi',
  'office.console.cancel.reasonDuplicate',
  'office.console.cancel.reasonUnreachable',
] as const;

/** The office cancels any open ride, always saying why: the customer and the driver are told (design §10). */
export function CancelRideDialog({ ride, onClose, onCloseAutoFocus }: ConsoleDialogProps) {
  return (
    <Dialog open={ride !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>{ride && <CancelRideForm ride={ride} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function CancelRideForm({ ride, onClose }: { ride: QueueRide; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const cancel = useCancelOfficeRide({
    onSuccess: () => {
      toast({ title: T.done, description: ride.pickupAddress ?? undefined });
      onClose();
    },
    onError: (error) => showErrorToast(T.failed, T.failed, error),
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{T.title}</DialogTitle>
        <DialogDescription>{T.description}</DialogDescription>
      </DialogHeader>
      <CancelReasonField quickReasons={REASON_IDS.map((id) => t(id))} value={reason} onChange={setReason} label={T.reason} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {T.back}
        </Button>
        <Button variant="destructive" disabled={trimmed.length === 0 || cancel.isPending} onClick={() => cancel.mutate({ rideId: ride.id, reason: trimmed })}>
          {T.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}
