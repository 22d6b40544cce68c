import type { AdminRide } from '@shared/admin.schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { toast } from '@/hooks/use-toast';
import { showErrorToast } from '@/lib/error-toast';
import { useCloseRide } from '../api/close-ride';
import { CONSOLE_TEXT } from './console-strings';

const T = CONSOLE_TEXT.close;

/** Close a ride left open (e.g. completed but never marked): the office's `completed` of DESIGN §4. */
export function CloseRideDialog({ ride, onClose }: { ride: AdminRide | null; onClose: () => void }) {
  const close = useCloseRide({
    onSuccess: () => toast({ title: T.done }),
    onError: (error) => showErrorToast(T.failed, T.failed, error),
    onSettled: onClose,
  });
  return (
    <AlertDialog open={ride !== null} onOpenChange={(next) => !next && !close.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{T.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {T.description} {ride?.pickupAddress}
            {ride?.driverName ? ` · ${ride.driverName}` : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={close.isPending}>{CONSOLE_TEXT.cancel.back}</AlertDialogCancel>
          <AlertDialogAction
            className="bg-primary text-primary-foreground hover:bg-primary/90"
            disabled={close.isPending}
            onClick={(event) => {
              // Stays open until the server answers, so a refusal is not mistaken for success.
              event.preventDefault();
              if (ride) close.mutate(ride.id);
            }}
          >
            {T.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
