import { StarIcon } from 'lucide-react';
import type { Driver } from '@shared/drivers.schemas';
import { useDriverRatings } from '@/api/get-driver-ratings';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatLongDate, formatRating } from '@/lib/format';
import { useT } from '@/i18n/i18n';
import { Stars } from './stars';

/** 'Recensioni di {driver}' (spec §2.8): fetched only while open (spec §7). */
export function DriverReviewsDialog({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const t = useT();
  const { data, isPending, isError } = useDriverRatings(driver?.id ?? '', {
    enabled: driver !== null,
    // Reviews arrive while the office is not looking: read them afresh at each opening.
    staleTime: 0,
  });

  return (
    <Dialog open={driver !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('office.drivers.reviewsOf', { name: driver?.name ?? '' })}</DialogTitle>
          <DialogDescription className="flex items-center gap-2">
            {data ? (
              <>
                <StarIcon aria-hidden className="size-4 fill-yellow-400 text-yellow-400" />
                <span className="font-medium text-foreground">{data.driver.totalRatings > 0 ? formatRating(data.driver.averageRating) : t('office.reviews.noVotes')}</span>
                <span>
                  ({t('office.reviews.count', { n: data.driver.totalRatings })})
                </span>
              </>
            ) : (
              t('office.reviews.description')
            )}
          </DialogDescription>
        </DialogHeader>
        {isPending ? (
          <p className="text-muted-foreground">{t('shell.loading')}</p>
        ) : isError ? (
          <p className="text-destructive">{t('office.reviews.loadFailed')}</p>
        ) : data.ratings.length === 0 ? (
          <p className="text-muted-foreground">{t('office.reviews.none')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('office.drivers.reviews')}>
            {data.ratings.map((review) => (
              <li key={review.id} className="rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="inline-flex items-center gap-2">
                    <Stars value={review.rating} />
                    <span className="text-sm font-medium">{review.rating}/5</span>
                  </span>
                  <span className="text-sm text-muted-foreground">{formatLongDate(review.createdAt)}</span>
                </div>
                {review.reviewText && <p className="mt-2 text-sm italic">&ldquo;{review.reviewText}&rdquo;</p>}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
