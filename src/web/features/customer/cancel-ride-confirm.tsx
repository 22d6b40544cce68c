import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useT } from '@/i18n/i18n';

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

const TEXTS = {
  cancel: { title: 'cancelRide.cancelTitle', confirm: 'cancelRide.cancelConfirm' },
  'new-ride': { title: 'cancelRide.newRideTitle', confirm: 'cancelRide.newRideConfirm' },
} as const;

/** A taxi is already on its way (or waiting): cancelling is asked once, and says that the driver will be told. */
export function CancelRideConfirm({ intent, driverName, arrived, onConfirm, onClose, opener }: CancelRideConfirmProps) {
  const t = useT();
  const who = driverName ?? t('cancelRide.theDriver');
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
      title={t(texts.title)}
      description={t(arrived ? 'cancelRide.arrived' : 'cancelRide.coming', { who })}
      confirmLabel={t(texts.confirm)}
      onConfirm={() => intent && onConfirm(intent)}
    />
  );
}
