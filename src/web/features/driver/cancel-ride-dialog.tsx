import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

const REASONS = ['Guasto al veicolo', 'Traffico bloccato', 'Cliente non presente', 'Emergenza personale'] as const;

interface CancelRideDialogProps {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/** The driver gives a reason, which the customer reads on their screen (ADR 044). */
export function CancelRideDialog({ open, busy, onOpenChange, onConfirm }: CancelRideDialogProps) {
  const [reason, setReason] = useState('');
  const textId = useId();
  const trimmed = reason.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Annulla corsa</DialogTitle>
          <DialogDescription>Il motivo verrà mostrato al cliente.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          {REASONS.map((r) => (
            <Button key={r} size="sm" variant={reason === r ? 'default' : 'outline'} onClick={() => setReason(r)}>
              {r}
            </Button>
          ))}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={textId}>Motivo</Label>
          <textarea
            id={textId}
            value={reason}
            maxLength={300}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className={cn(
              'min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
            )}
          />
        </div>
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
