import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** 'Indietro' unless the screen's own text says otherwise (the spec's 'Annulla' for the office's deletions). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Destructive (red) for what cannot be undone; primary for closing what is already over. */
  tone?: 'destructive' | 'primary';
  /**
   * The action waits for the server: the dialog stays open with both buttons disabled until the caller closes it,
   * so a refusal is never mistaken for success. Without it the dialog closes on confirm.
   */
  pending?: boolean;
  waitsForServer?: boolean;
  /** The button that opens it, when it has one; otherwise `open` and `onOpenChange` drive it. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on closing, when there is no trigger or it may be gone (see `useReturnFocus`). */
  onCloseAutoFocus?: (event: Event) => void;
  testId?: string;
}

/** The one composition for "are you sure?": a title, what will happen, Back and the action. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'destructive',
  pending = false,
  waitsForServer = false,
  trigger,
  open,
  onOpenChange,
  onCloseAutoFocus,
  testId,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange?.(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? t('common.back')}</AlertDialogCancel>
          <AlertDialogAction
            className={cn(tone === 'primary' && 'bg-primary text-primary-foreground hover:bg-primary/90')}
            disabled={pending}
            onClick={(event) => {
              if (waitsForServer) event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
