import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';

/**
 * spec §2: the heading stays English ('Page Not Found'); the hint is for developers. The tab says it in Italian
 * (React hoists the title into the head) and a link takes a lost customer back to the booking page.
 */
export function NotFound() {
  const t = useT();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <title>{t('notFound.tabTitle')}</title>
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('notFound.hint')}</p>
          <Link href="/" className={buttonVariants({ className: 'self-start' })}>
            {t('notFound.back')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
