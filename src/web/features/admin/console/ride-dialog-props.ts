import type { AdminRide } from '@shared/admin.schemas';

/** The queue's dialogs: open while `ride` is set; focus on closing is the list's to decide (`useReturnFocus`). */
export interface ConsoleDialogProps {
  ride: AdminRide | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}
