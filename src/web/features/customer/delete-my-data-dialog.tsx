import type { RefObject } from 'react';
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
import { useDeleteCustomerData } from './api/delete-customer-data';

export interface DeleteMyDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The data is gone: the page returns to an unverified phone. */
  onDeleted: () => void;
  /** The button that opened it: the dialog has no trigger of its own (it is loaded on the first tap). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** DESIGN §13: the customer deletes their account and data, after saying so in a confirmation. */
export default function DeleteMyDataDialog({ open, onOpenChange, onDeleted, returnFocusTo }: DeleteMyDataDialogProps) {
  const remove = useDeleteCustomerData({
    onSuccess: () => {
      onDeleted();
      toast({ title: 'Dati cancellati', description: 'Il tuo numero e gli indirizzi delle tue corse sono stati cancellati.' });
    },
    // A ride not yet over: the server says which, in Italian.
    onError: (error) => showErrorToast('Impossibile cancellare i dati', 'Riprova tra poco.', error),
    onSettled: () => onOpenChange(false),
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Gone with the banner when the data was deleted: the page's focus then stays where the browser puts it.
          returnFocusTo.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Vuoi cancellare i tuoi dati?</AlertDialogTitle>
          <AlertDialogDescription>
            Il tuo numero di telefono verrà cancellato e le tue corse resteranno senza indirizzi né numero: solo tariffe e
            orari, per i conti della cooperativa. Uscirai da questo e da ogni altro dispositivo. Non si può annullare.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Annulla</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server answers, so a refusal is not mistaken for success.
              event.preventDefault();
              remove.mutate();
            }}
          >
            {remove.isPending ? 'Cancellazione...' : 'Cancella i miei dati'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
