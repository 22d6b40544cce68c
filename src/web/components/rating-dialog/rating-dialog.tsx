import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { RATING } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateRating } from '@/api/create-rating';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { shownAddress } from '@/lib/removed-data';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';
import { ratingLabel } from './rating-labels';

/** spec §3 "Ride info for rating". */
export interface RatingRideInfo {
  rideRequestId: string;
  customerId: string;
  driverId: string;
  driverName: string;
  pickupAddress: string | null;
  dropoffAddress: string | null;
}

export interface RatingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ride: RatingRideInfo;
  onSubmitted?: () => void;
  /**
   * Only a completed ride can be rated (design §4). When the page's own completion of the ride failed, this
   * completes it first; it rejects, with the server's reason when there is one, if that is still not possible.
   */
  ensureCompleted?: () => Promise<void>;
  /** Where focus goes when the dialog closes (the page behind it has usually changed, so Radix's default, the
   *  element focused before it opened, may no longer exist). */
  onCloseFocus?: () => void;
  /** Shown under the route: what the ride cost and its receipt (design §15). */
  children?: ReactNode;
  /**
   * design §14: a box to tick with the rating ('Non voglio più questo taxista'), its words, and what to do once the
   * rating is stored if it was ticked.
   */
  leaveOut?: { label: string; description: string; onRated: () => void };
}

/** spec §2.6 rating dialog; §4 rating submit; §8 rating toasts. */
export function RatingDialog({ open, onOpenChange, ride, onSubmitted, ensureCompleted, onCloseFocus, children, leaveOut }: RatingDialogProps) {
  const t = useT();
  const [rating, setRating] = useState<number>(RATING.default);
  const [hovered, setHovered] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [completing, setCompleting] = useState(false);
  const [leavingOut, setLeavingOut] = useState(false);
  const commentId = useId();
  const leaveOutId = useId();
  const stars = useRef<HTMLDivElement>(null);
  const shown = hovered ?? rating;
  const send = useCreateRating({
    onSuccess: () => {
      toast({ title: t('rating.sentTitle'), description: t('rating.sentText') });
      if (leavingOut) leaveOut?.onRated();
      onSubmitted?.();
      onOpenChange(false);
    },
    onError: (err) => {
      console.warn('Valutazione non inviata', err);
      showErrorToast(t('common.error'), t('rating.sendFailed'));
    },
  });
  const sending = send.isPending || completing;

  const submit = async () => {
    if (!Number.isInteger(rating) || rating < RATING.min || rating > RATING.max) {
      showErrorToast(t('common.error'), t('rating.pickStars'));
      return;
    }
    if (ensureCompleted) {
      setCompleting(true);
      try {
        await ensureCompleted();
      } catch (err) {
        showErrorToast(t('rating.notYetTitle'), t('rating.notCompletedYet'), err);
        return;
      } finally {
        setCompleting(false);
      }
    }
    const reviewText = comment.trim();
    send.mutate({
      rideRequestId: ride.rideRequestId,
      customerId: ride.customerId,
      driverId: ride.driverId,
      rating,
      ...(reviewText ? { reviewText } : {}),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="rating-dialog"
        // Focus starts on the current value (5), not on the first star: Enter must not rate one star.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stars.current?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!onCloseFocus) return;
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('rating.title')}</DialogTitle>
          <DialogDescription>{t('rating.question', { name: ride.driverName })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-2">
          {/* A radio group (Radix): one tab stop, the arrow keys move between the stars and choose. */}
          <RadioGroup.Root
            ref={stars}
            className="flex gap-1"
            orientation="horizontal"
            aria-label={t('rating.group')}
            value={String(rating)}
            onValueChange={(value) => setRating(Number(value))}
            onMouseLeave={() => setHovered(null)}
          >
            {[1, 2, 3, 4, 5].map((value) => (
              <RadioGroup.Item
                key={value}
                value={String(value)}
                aria-label={t('rating.star', { n: value, label: ratingLabel(value) })}
                onMouseEnter={() => setHovered(value)}
                className="inline-flex size-11 items-center justify-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                data-testid={`rating-star-${value}`}
              >
                <Star
                  className={cn('size-8', value <= shown ? 'fill-yellow-400 text-yellow-400' : 'text-muted-foreground')}
                  aria-hidden
                />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <p className="text-sm font-medium" aria-live="polite" data-testid="rating-label">
            {ratingLabel(shown)}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={commentId}>{t('rating.commentLabel')}</Label>
          <Textarea
            id={commentId}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            placeholder={t('rating.commentPlaceholder')}
            maxLength={1000}
            rows={3}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('rating.route', { from: shownAddress(ride.pickupAddress), to: shownAddress(ride.dropoffAddress) })}
        </p>
        {children}
        {leaveOut && (
          <div className="flex items-start gap-3 rounded-md border p-3">
            <input
              id={leaveOutId}
              type="checkbox"
              checked={leavingOut}
              onChange={(e) => setLeavingOut(e.target.checked)}
              aria-describedby={`${leaveOutId}-hint`}
              className="mt-0.5 size-5 shrink-0 accent-primary"
              data-testid="rating-leave-out"
            />
            <div className="grid gap-0.5 text-sm">
              <Label htmlFor={leaveOutId}>{leaveOut.label}</Label>
              <p id={`${leaveOutId}-hint`} className="text-muted-foreground">
                {leaveOut.description}
              </p>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={sending}>
            {sending ? t('rating.sending') : t('rating.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
