import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { toast } from '@/lib/toast';
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

/** design §13: the customer deletes their account and data, after saying so in a confirmation. */
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // Gone with the banner when the data was deleted: the page's focus then stays where the browser puts it.
        returnFocusTo.current?.focus();
      }}
      title="Vuoi cancellare i tuoi dati?"
      description="Il tuo numero di telefono verrà cancellato e le tue corse resteranno senza indirizzi né numero: solo tariffe e orari, per i conti della cooperativa. Uscirai da questo e da ogni altro dispositivo. Non si può annullare."
      cancelLabel="Annulla"
      confirmLabel={remove.isPending ? 'Cancellazione...' : 'Cancella i miei dati'}
      pending={remove.isPending}
      waitsForServer
      onConfirm={() => remove.mutate()}
    />
  );
}
