import type { Driver } from '@shared/drivers.schemas';
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
import { useDeleteDriver } from './api/delete-driver';

/** SPEC §5 "Driver deletion": confirmation first, in an accessible dialog. */
export function DeleteDriverDialog({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const remove = useDeleteDriver({
    onSuccess: () => toast({ title: 'Successo', description: 'Taxista eliminato con successo' }),
    // The server's reason (e.g. a ride under way) tells the office what to do; SPEC's text when there is none.
    onError: (error) => showErrorToast('Errore', 'Impossibile eliminare taxista', error),
    onSettled: onClose,
  });

  return (
    <AlertDialog open={driver !== null} onOpenChange={(next) => !next && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Sei sicuro di voler eliminare questo taxista?</AlertDialogTitle>
          <AlertDialogDescription>
            {driver?.name} non potrà più accedere all&apos;area taxisti. Le sue corse e recensioni restano nello storico.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Annulla</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is not mistaken for success.
              event.preventDefault();
              if (driver) remove.mutate(driver.id);
            }}
          >
            Elimina
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
