import { MessageSquareIcon, PencilIcon, PlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { Driver } from '@shared/drivers.schemas';
import { formatPhoneNumber } from '@shared/phone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { formatRating } from '@/lib/format';
import { useT } from '@/i18n/i18n';
import { useDrivers } from './api/get-drivers';
import { DeleteDriverDialog } from './delete-driver-dialog';
import { DriverFormDialog } from './driver-form-dialog';
import { DRIVER_TEXT } from './driver-strings';
import { DriverReviewsDialog } from './driver-reviews-dialog';
import { TableScrollHint } from './table-scroll-hint';

type Open = { kind: 'add' } | { kind: 'edit' | 'delete' | 'reviews'; driver: Driver } | null;

export function DriversTab() {
  const t = useT();
  const { data: drivers, isPending, isError } = useDrivers();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('office.drivers.title')}</CardTitle>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <PlusIcon aria-hidden />
          {t('office.drivers.add')}
        </Button>
      </CardHeader>
      <CardContent>
        <TableScrollHint>
        <Table aria-label={t('office.tabs.drivers')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('office.drivers.col.name')}</TableHead>
              <TableHead>{t('office.drivers.col.phone')}</TableHead>
              <TableHead>{t('office.drivers.col.plate')}</TableHead>
              <TableHead>{t('office.drivers.col.car')}</TableHead>
              <TableHead>{t('office.drivers.col.rating')}</TableHead>
              <TableHead>{t('office.drivers.col.status')}</TableHead>
              <TableHead className="text-right">{t('office.drivers.col.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {isPending || isError || drivers.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                  {isPending ? t('shell.loading') : isError ? t('office.drivers.loadFailed') : t('office.drivers.none')}
                </TableCell>
              </TableRow>
            ) : (
              drivers.map((driver) => (
                <TableRow key={driver.id}>
                  <TableCell>
                    <span className="font-medium">{driver.name}</span>
                    {driver.excludedByCustomers > 0 && (
                      <span className="block text-xs text-amber-800" data-testid="driver-excluded-count">
                        {DRIVER_TEXT.excludedBy(driver.excludedByCustomers)}
                      </span>
                    )}
                  </TableCell>
                  <TableCell>{formatPhoneNumber(driver.phoneNumber)}</TableCell>
                  <TableCell>{driver.licensePlate}</TableCell>
                  {/* design §14: seats and features under the model, wrapping, so 'Azioni' stays on a 1366 px screen. */}
                  <TableCell className="max-w-64 min-w-40 whitespace-normal">
                    {driver.carModel}
                    <span className="block text-xs text-muted-foreground" data-testid="driver-car">
                      {VEHICLE_TEXT.car(driver)}
                    </span>
                  </TableCell>
                  <TableCell>
                    {driver.totalRatings > 0 ? (
                      <span className="inline-flex items-center gap-1">
                        <StarIcon aria-hidden className="size-4 fill-yellow-400 text-yellow-400" />
                        {formatRating(driver.averageRating)}
                        <span className="text-muted-foreground">({driver.totalRatings})</span>
                      </span>
                    ) : (
                      // No votes yet: the rating the customer is shown (the office's initial one), said to be that.
                      <span className="inline-flex items-center gap-1">
                        <StarIcon aria-hidden className="size-4 fill-yellow-400 text-yellow-400" />
                        {formatRating(driver.rating)}
                        <span className="text-muted-foreground">{t('office.drivers.initial')}</span>
                      </span>
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge variant={driver.isAvailable ? 'success' : 'secondary'}>
                      {driver.isAvailable ? t('office.drivers.available') : t('office.drivers.unavailable')}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="inline-flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('office.drivers.reviewsOf', { name: driver.name })}
                        title={t('office.drivers.reviews')}
                        onClick={() => setOpen({ kind: 'reviews', driver })}
                      >
                        <MessageSquareIcon aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('office.drivers.editOf', { name: driver.name })}
                        title={t('office.drivers.edit')}
                        onClick={() => setOpen({ kind: 'edit', driver })}
                      >
                        <PencilIcon aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('office.drivers.deleteOf', { name: driver.name })}
                        title={t('office.drivers.delete')}
                        onClick={() => setOpen({ kind: 'delete', driver })}
                      >
                        <Trash2Icon aria-hidden className="text-destructive" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        </TableScrollHint>
      </CardContent>
      <DriverFormDialog
        open={open?.kind === 'add' || open?.kind === 'edit'}
        driver={open?.kind === 'edit' ? open.driver : null}
        onClose={close}
      />
      <DeleteDriverDialog driver={open?.kind === 'delete' ? open.driver : null} onClose={close} />
      <DriverReviewsDialog driver={open?.kind === 'reviews' ? open.driver : null} onClose={close} />
    </Card>
  );
}
