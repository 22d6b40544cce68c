import { UserX } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { getPublicConfig } from '@/lib/public-config';
import { formatCountdown, noShowWait } from './ride-steps';
import { useNow } from '@/hooks/use-now';

interface NoShowButtonProps {
  arrivedAt: string | null;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * 'Cliente assente' (DESIGN §4): disabled, with the time left, until the driver has waited
 * `NO_SHOW_WAIT_MINUTES` at the pickup; then asks once, since it closes the ride.
 */
export function NoShowButton({ arrivedAt, busy, onConfirm }: NoShowButtonProps) {
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const wait = noShowWait(arrivedAt, getPublicConfig().rides.noShowWaitMinutes, now);
  return (
    <AlertDialog open={asking} onOpenChange={setAsking}>
      <AlertDialogTrigger asChild>
        <Button size="lg" variant="outline" disabled={!wait.ready || busy} data-testid="no-show">
          <UserX aria-hidden />
          <span className="flex flex-col items-start leading-tight">
            Cliente assente
            {!wait.ready && (
              <span className="text-xs font-normal" data-testid="no-show-countdown">
                tra {formatCountdown(wait.secondsLeft)}
              </span>
            )}
          </span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Il cliente non si è presentato?</AlertDialogTitle>
          <AlertDialogDescription>La corsa verrà chiusa come «Cliente assente» e il cliente ne sarà informato.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Indietro</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Conferma cliente assente</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
