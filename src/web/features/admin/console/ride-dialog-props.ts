import type { QueueRide } from '@shared/console.schemas';

/** The queue's dialogs: open while `ride` is set; focus on closing is the list's to decide (`useReturnFocus`). */
export interface ConsoleDialogProps {
  ride: QueueRide | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}
