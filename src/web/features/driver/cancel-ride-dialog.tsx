import { useState } from 'react';
import { CancelReasonField } from '@/components/cancel-reason/cancel-reason-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const REASONS = ['Guasto al veicolo', 'Traffico bloccato', 'Cliente non presente', 'Emergenza personale'] as const;

interface CancelRideDialogProps {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/** The driver gives the ride back with a reason, kept in its history for the office (design §4, ADR 044). */
export function CancelRideDialog({ open, busy, onOpenChange, onConfirm }: CancelRideDialogProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Annulla corsa</DialogTitle>
          <DialogDescription>La corsa torna a cercare un altro taxi: il cliente e la centrale vengono avvisati.</DialogDescription>
        </DialogHeader>
        <CancelReasonField quickReasons={REASONS} value={reason} onChange={setReason} label="Motivo" />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Indietro
          </Button>
          <Button variant="destructive" disabled={trimmed.length === 0 || busy} onClick={() => onConfirm(trimmed)}>
            Conferma annullamento
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
