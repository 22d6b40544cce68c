import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { FixedRoute } from '@shared/tariffs.schemas';
import { FARE_TEXT } from '@/components/fare/fare-strings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { showErrorToast } from '@/lib/error-toast';
import { formatEuro } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { useDeleteFixedRoute, useFixedRoutes } from '../api/tariffs';
import { FixedRouteForm } from './fixed-route-form';
import { TARIFF_TEXT } from './tariff-strings';

/** design §15's fixed-fare routes: the list, and one form at a time to add or change one. */
export function FixedRoutesCard() {
  const t = useT();
  const routes = useFixedRoutes();
  const [editing, setEditing] = useState<FixedRoute | 'new' | null>(null);
  const remove = useDeleteFixedRoute({
    onSuccess: () => toast({ title: TARIFF_TEXT.routeDeleted, description: '' }),
    onError: (error) => showErrorToast(t('common.error'), TARIFF_TEXT.routeDeleteFailed, error),
  });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>{TARIFF_TEXT.routes}</CardTitle>
          <CardDescription>{TARIFF_TEXT.routesHint}</CardDescription>
        </div>
        {editing === null && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> {TARIFF_TEXT.newRoute}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editing !== null && <FixedRouteForm key={editing === 'new' ? 'new' : editing.id} route={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
        {routes.data?.length === 0 && <p className="text-sm text-muted-foreground">{TARIFF_TEXT.noRoutes}</p>}
        <ul className="flex flex-col gap-2" data-testid="fixed-routes">
          {routes.data?.map((route) => (
            <li key={route.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <div>
                <p className="font-medium">{route.name}</p>
                <p className="text-sm text-muted-foreground">
                  {FARE_TEXT.fixedFare}: {formatEuro(route.amountCents / 100)} · {TARIFF_TEXT.pointA} {route.a.radiusMeters} m · {TARIFF_TEXT.pointB}{' '}
                  {route.b.radiusMeters} m
                </p>
              </div>
              <div className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => setEditing(route)} aria-label={TARIFF_TEXT.editLabel(route.name)}>
                  <Pencil aria-hidden /> {TARIFF_TEXT.edit}
                </Button>
                <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(route.id)} aria-label={TARIFF_TEXT.withdrawRouteLabel(route.name)}>
                  <Trash2 aria-hidden /> {TARIFF_TEXT.withdraw}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
