import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';

/** Why the customer is about to cancel a ride under way: to give it up, or to book another one instead. */
export type CancelIntent = 'cancel' | 'new-ride';

interface CancelRideConfirmProps {
  intent: CancelIntent | null;
  driverName: string | null;
  /** The taxi is already waiting at the pickup. */
  arrived: boolean;
  onConfirm: (intent: CancelIntent) => void;
  onClose: () => void;
  /** The button that asked: focus goes back to it when the dialog closes (there is no single trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}

const TEXTS: Record<CancelIntent, { title: string; confirm: string }> = {
  cancel: { title: 'Vuoi annullare la corsa?', confirm: 'Sì, annulla la corsa' },
  'new-ride': { title: 'Hai una corsa in corso: vuoi annullarla e prenotarne un’altra?', confirm: 'Annulla e prenota' },
};

/** A taxi is already on its way (or waiting): cancelling is asked once, and says that the driver will be told. */
export function CancelRideConfirm({ intent, driverName, arrived, onConfirm, onClose, opener }: CancelRideConfirmProps) {
  const who = driverName ?? 'Il taxista';
  const situation = arrived ? `Il taxi è già arrivato e ti sta aspettando.` : `${who} sta già venendo a prenderti.`;
  const texts = TEXTS[intent ?? 'cancel'];
  return (
    <ConfirmDialog
      testId="cancel-ride-confirm"
      open={intent !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
      title={texts.title}
      description={`${situation} Se annulli, ${arrived ? `${who} ` : ''}verrà avvisato subito e la corsa non potrà essere ripresa.`}
      confirmLabel={texts.confirm}
      onConfirm={() => intent && onConfirm(intent)}
    />
  );
}
