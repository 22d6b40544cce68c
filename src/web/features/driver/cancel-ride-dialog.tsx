import { useState } from 'react';
import { CancelReasonField } from '@/components/cancel-reason/cancel-reason-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type MessageId, useT } from '@/i18n/i18n';

/** The usual reasons, one tap each; the reason goes to the office in the words the driver picked it in. */
const REASONS: readonly MessageId[] = [
  'driver.cancel.reason.vehicle',
  'driver.cancel.reason.traffic',
  'driver.cancel.reason.noCustomer',
  'driver.cancel.reason.emergency',
];

interface CancelRideDialogProps {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/** The driver gives the ride back with a reason, kept in its history for the office (design §4, ADR 044). */
export function CancelRideDialog({ open, busy, onOpenChange, onConfirm }: CancelRideDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('driver.cancel.title')}</DialogTitle>
          <DialogDescription>{t('driver.cancel.text')}</DialogDescription>
        </DialogHeader>
        <CancelReasonField quickReasons={REASONS.map((id) => t(id))} value={reason} onChange={setReason} label={t('driver.cancel.reason')} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.back')}
          </Button>
          <Button variant="destructive" disabled={trimmed.length === 0 || busy} onClick={() => onConfirm(trimmed)}>
            {t('driver.cancel.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
