import { FileText } from 'lucide-react';
import type { Ride } from '@shared/rides.schemas';
import { FARE_TEXT } from '@/components/fare/fare-strings';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/utils';

/**
 * design §15: 'Ricevuta' opens the ride's PDF in a new tab (the session cookie goes with it). A ride the retention
 * job has anonymised has no receipt any more, and the page says so instead of offering a link that answers 410.
 */
export function ReceiptLink({ ride, className }: { ride: Pick<Ride, 'id' | 'status' | 'anonymisedAt'>; className?: string }) {
  useT(); // re-rendered in the new language when the switch changes
  if (ride.status !== 'completed') return null;
  if (ride.anonymisedAt) return <p className={cn('text-sm text-muted-foreground', className)}>{FARE_TEXT.receiptGone}</p>;
  return (
    <a
      href={`/api/rides/${encodeURIComponent(ride.id)}/receipt`}
      target="_blank"
      rel="noopener"
      className={cn(buttonVariants({ variant: 'outline' }), className)}
    >
      <FileText aria-hidden /> {FARE_TEXT.receipt}
    </a>
  );
}
