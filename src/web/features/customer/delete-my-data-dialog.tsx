import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { useDeleteCustomerData } from './api/delete-customer-data';
import { useT } from '@/i18n/i18n';

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
  const t = useT();
  const remove = useDeleteCustomerData({
    onSuccess: () => {
      onDeleted();
      toast({ title: t('deleteData.deletedTitle'), description: t('deleteData.deletedText') });
    },
    // A ride not yet over: the server says which, in the request's language.
    onError: (error) => showErrorToast(t('deleteData.failed'), t('deleteData.tryLater'), error),
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
      title={t('deleteData.title')}
      description={t('deleteData.text')}
      cancelLabel={t('common.cancel')}
      confirmLabel={remove.isPending ? t('deleteData.deleting') : t('deleteData.open')}
      pending={remove.isPending}
      waitsForServer
      onConfirm={() => remove.mutate()}
    />
  );
}
