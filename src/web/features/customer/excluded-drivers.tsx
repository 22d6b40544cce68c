import { UserX } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { useExcludedDrivers, useReadmitDriver } from './api/excluded-drivers';
import { RIGHT_TAXI_TEXT } from './right-taxi-strings';
import { useT } from '@/i18n/i18n';

const T = RIGHT_TAXI_TEXT;

/** design §14: the drivers this customer left out after a ride, each with 'Riammetti'; nothing while there are none. */
export function ExcludedDrivers() {
  useT(); // re-rendered in the new language when the switch changes
  const drivers = useExcludedDrivers().data ?? [];
  const title = useRef<HTMLHeadingElement>(null);
  // The name is said in the toast after the row has gone.
  const readmitting = useRef('');
  const readmit = useReadmitDriver({
    onSuccess: (answer) => {
      toast({ title: T.readmittedTitle, description: T.readmitted(readmitting.current) });
      // The button went with its row: focus goes to the list's title, or to the page's when the list is gone.
      const target = answer.drivers.length > 0 ? title.current : document.querySelector<HTMLElement>('h1');
      if (target) {
        target.tabIndex = -1;
        target.focus();
      }
    },
    onError: (error) => showErrorToast(T.readmitFailed, T.readmitFailed, error),
  });
  if (drivers.length === 0) return null;

  return (
    <Card data-testid="excluded-drivers">
      <CardHeader>
        <CardTitle ref={title} className="flex items-center gap-2 text-base">
          <UserX className="size-5 text-primary" aria-hidden />
          {T.excludedTitle}
        </CardTitle>
        <CardDescription>{T.excludedIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {drivers.map((driver) => (
            <li key={driver.driverId} className="flex items-center justify-between gap-3 py-3" data-testid="excluded-driver">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{driver.name}</p>
                <p className="truncate text-muted-foreground">
                  {driver.carModel} · {driver.licensePlate}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={readmit.isPending}
                aria-label={T.readmitLabel(driver.name)}
                onClick={() => {
                  readmitting.current = driver.name;
                  readmit.mutate(driver.driverId);
                }}
              >
                {T.readmit}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
