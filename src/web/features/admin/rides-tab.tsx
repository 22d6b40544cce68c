import { EyeIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_RIDES_PAGE_SIZE,
  type AdminRide,
  type AdminRidesQuery,
  RIDE_STATUS_FILTERS,
  RIDE_TYPE_FILTERS,
} from '@shared/admin.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDayTime } from '@/lib/format';
import { shownAddress } from '@/lib/removed-data';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';
import { useRidesPage } from './api/get-rides-page';
import { RideDetailsDialog } from './ride-details-dialog';
import { driverCell, REQUEST_TYPE_LABELS, rideStatusText } from './ride-labels';
import { RideStatusBadge } from './ride-status-badge';
import { TableScrollHint } from './table-scroll-hint';
import { officeDropoff, officePhone } from './shown-data';

const SEARCH_DEBOUNCE_MS = 300;
/** spec §5's statuses and every later one (design §4 labels them all): whatever the server can filter by. */
type StatusFilter = (typeof RIDE_STATUS_FILTERS)[number];
type TypeFilter = (typeof RIDE_TYPE_FILTERS)[number];

export function RidesTab() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminRide | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const filters: AdminRidesQuery = { q, status, type, page, pageSize: ADMIN_RIDES_PAGE_SIZE.default };
  const { data, isPending, isError, isPlaceholderData } = useRidesPage(filters);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('office.rides.title')}</CardTitle>
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
          <div className="relative">
            <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              className="pl-9"
              placeholder={t('office.rides.searchPlaceholder')}
              aria-label={t('office.rides.searchLabel')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <Select
            value={status}
            onValueChange={(value) => {
              setStatus(value as StatusFilter);
              setPage(1);
            }}
          >
            <SelectTrigger aria-label={t('office.rides.statusFilter')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RIDE_STATUS_FILTERS.map((option) => (
                <SelectItem key={option} value={option}>
                  {option === 'all' ? t('office.rides.allStatuses') : rideStatusText(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select
            value={type}
            onValueChange={(value) => {
              setType(value as TypeFilter);
              setPage(1);
            }}
          >
            <SelectTrigger aria-label={t('office.rides.typeFilter')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RIDE_TYPE_FILTERS.map((option) => (
                <SelectItem key={option} value={option}>
                  {option === 'all' ? t('office.rides.allTypes') : REQUEST_TYPE_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TableScrollHint>
        <Table aria-label={t('office.tabs.rides')} aria-busy={isPlaceholderData || undefined}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('office.rides.col.when')}</TableHead>
              <TableHead>{t('office.rides.col.type')}</TableHead>
              <TableHead>{t('office.rides.col.scheduled')}</TableHead>
              <TableHead>{t('office.rides.col.customer')}</TableHead>
              <TableHead>{t('office.rides.col.pickup')}</TableHead>
              <TableHead>{t('office.rides.col.dropoff')}</TableHead>
              <TableHead>{t('office.rides.col.driver')}</TableHead>
              <TableHead>{t('office.drivers.col.status')}</TableHead>
              <TableHead className="text-right">{t('office.drivers.col.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {isPending || isError || data.rides.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} className="py-8 text-center text-muted-foreground">
                  {isPending ? t('shell.loading') : isError ? t('office.rides.loadFailed') : t('office.rides.none')}
                </TableCell>
              </TableRow>
            ) : (
              data.rides.map((ride) => (
                <TableRow key={ride.id}>
                  <TableCell>{formatDayTime(ride.createdAt)}</TableCell>
                  <TableCell>{REQUEST_TYPE_LABELS[ride.requestType] ?? ride.requestType}</TableCell>
                  <TableCell>
                    {ride.requestType === 'scheduled' && ride.scheduledTime ? formatDayTime(ride.scheduledTime) : '-'}
                  </TableCell>
                  <TableCell className={cn(!ride.customerPhone && 'text-muted-foreground')}>{officePhone(ride.customerPhone)}</TableCell>
                  <TableCell className={cn('max-w-[11rem] truncate', !ride.pickupAddress && 'text-muted-foreground')} title={shownAddress(ride.pickupAddress)}>
                    {shownAddress(ride.pickupAddress)}
                  </TableCell>
                  <TableCell className={cn('max-w-[11rem] truncate', !ride.dropoffAddress && 'text-muted-foreground')} title={officeDropoff(ride)}>
                    {officeDropoff(ride)}
                  </TableCell>
                  <TableCell>{driverCell(ride)}</TableCell>
                  <TableCell>
                    <RideStatusBadge status={ride.status} />
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('office.rides.details')}
                      title={t('office.rides.details')}
                      onClick={() => setSelected(ride)}
                    >
                      <EyeIcon aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        </TableScrollHint>
        {data && data.total > 0 && (
          <nav aria-label={t('office.rides.pages')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span className="text-muted-foreground">
              {t('office.rides.pageOf', { page: data.page, pages, total: data.total })}
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('office.rides.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('office.rides.next')}
              </Button>
            </div>
          </nav>
        )}
      </CardContent>
      <RideDetailsDialog ride={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
