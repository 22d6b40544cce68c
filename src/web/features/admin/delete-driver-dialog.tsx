import type { Driver } from '@shared/drivers.schemas';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { useT } from '@/i18n/i18n';
import { useDeleteDriver } from './api/delete-driver';

/** spec §5 "Driver deletion": confirmation first, in an accessible dialog. */
export function DeleteDriverDialog({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteDriver({
    onSuccess: () => toast({ title: t('office.success'), description: t('office.deleteDriver.done') }),
    // The server's reason (e.g. a ride under way) tells the office what to do; the spec's text when there is none.
    onError: (error) => showErrorToast(t('common.error'), t('office.deleteDriver.failed'), error),
    onSettled: onClose,
  });

  return (
    <ConfirmDialog
      open={driver !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('office.deleteDriver.title')}
      description={t('office.deleteDriver.text', { name: driver?.name ?? '' })}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('office.drivers.delete')}
      pending={remove.isPending}
      waitsForServer
      onConfirm={() => driver && remove.mutate(driver.id)}
    />
  );
}
