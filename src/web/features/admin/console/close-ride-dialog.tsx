import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { useCloseRide } from '../api/close-ride';
import { CONSOLE_TEXT } from './console-strings';
import type { ConsoleDialogProps } from './ride-dialog-props';

const T = CONSOLE_TEXT.close;

/** Close a ride left open (e.g. completed but never marked): the office's `completed` of design §4. */
export function CloseRideDialog({ ride, onClose, onCloseAutoFocus }: ConsoleDialogProps) {
  const close = useCloseRide({
    onSuccess: () => toast({ title: T.done }),
    onError: (error) => showErrorToast(T.failed, T.failed, error),
    onSettled: onClose,
  });
  return (
    <ConfirmDialog
      open={ride !== null}
      onOpenChange={(next) => !next && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={T.title}
      description={`${T.description} ${ride?.pickupAddress ?? ''}${ride?.driverName ? ` · ${ride.driverName}` : ''}`}
      cancelLabel={CONSOLE_TEXT.cancel.back}
      confirmLabel={T.confirm}
      tone="primary"
      pending={close.isPending}
      waitsForServer
      onConfirm={() => ride && close.mutate(ride.id)}
    />
  );
}
