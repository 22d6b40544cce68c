import type { Driver } from '@shared/drivers.schemas';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { useDeleteDriver } from './api/delete-driver';

/** spec §5 "Driver deletion": confirmation first, in an accessible dialog. */
export function DeleteDriverDialog({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const remove = useDeleteDriver({
    onSuccess: () => toast({ title: 'Successo', description: 'Taxista eliminato con successo' }),
    // The server's reason (e.g. a ride under way) tells the office what to do; the spec's text when there is none.
    onError: (error) => showErrorToast('Errore', 'Impossibile eliminare taxista', error),
    onSettled: onClose,
  });

  return (
    <ConfirmDialog
      open={driver !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Sei sicuro di voler eliminare questo taxista?"
      description={`${driver?.name ?? ''} non potrà più accedere all’area taxisti. Le sue corse e recensioni restano nello storico.`}
      cancelLabel="Annulla"
      confirmLabel="Elimina"
      pending={remove.isPending}
      waitsForServer
      onConfirm={() => driver && remove.mutate(driver.id)}
    />
  );
}
