import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { apiRequest } from '@/lib/query-client';
import { adminKeys } from './admin-api';

/** SPEC §5 "Driver deletion": confirmation first, in an accessible dialog. */
export function DeleteDriverDialog({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/drivers/${id}`),
    onSuccess: () => toast({ title: 'Successo', description: 'Taxista eliminato con successo' }),
    onError: () => toast({ variant: 'destructive', title: 'Errore', description: 'Impossibile eliminare taxista' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.drivers });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      onClose();
    },
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
