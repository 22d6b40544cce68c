import { Star } from 'lucide-react';
import { RATING, REVIEWS_ON_DRIVER_DASHBOARD } from '@shared/constants';
import { useDriverRatings } from '@/api/get-driver-ratings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatLongDate } from '@/lib/format';
import { cn } from '@/lib/utils';

function Stars({ value }: { value: number }) {
  const t = useT();
  return (
    <span className="flex" role="img" aria-label={t('driver.reviews.stars', { value, max: RATING.max })}>
      {Array.from({ length: RATING.max }, (_, i) => (
        <Star key={i} className={cn('size-4', i < value ? 'fill-warning text-warning' : 'text-muted-foreground/40')} aria-hidden />
      ))}
    </span>
  );
}

/** The 5 most recent reviews (spec §2.7), read from the server. */
export function RecentReviews({ driverId }: { driverId: string }) {
  const t = useT();
  const { data } = useDriverRatings(driverId, { limit: REVIEWS_ON_DRIVER_DASHBOARD, throwOnError: false });
  const reviews = (data?.ratings ?? []).slice(0, REVIEWS_ON_DRIVER_DASHBOARD);
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{t('driver.reviews.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('driver.reviews.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {reviews.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 py-2">
                <div className="flex items-center justify-between gap-2">
                  <Stars value={review.rating} />
                  <span className="text-xs text-muted-foreground">{formatLongDate(review.createdAt)}</span>
                </div>
                {review.reviewText && <p className="text-sm break-words">{t('driver.reviews.quote', { text: review.reviewText })}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
