import { Clock, ShieldCheck, Smartphone } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import { getPublicConfig, serviceArea } from '@/lib/public-config';

/** spec §2.1: fast (5-10 minute wait), reliable (town and province), simple. */
export function InfoCards() {
  const t = useT();
  const area = serviceArea(getPublicConfig().townName, t);
  const cards = [
    { icon: Clock, title: t('info.fastTitle'), text: t('info.fastText') },
    { icon: ShieldCheck, title: t('info.reliableTitle'), text: t('info.reliableText', { area }) },
    { icon: Smartphone, title: t('info.simpleTitle'), text: t('info.simpleText') },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ icon: Icon, title, text }) => (
        <div key={title} className="flex items-start gap-3 rounded-lg border bg-card p-4">
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 className="font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{text}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
