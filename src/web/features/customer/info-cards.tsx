import { Clock, ShieldCheck, Smartphone } from 'lucide-react';
import { getPublicConfig, serviceArea } from '@/lib/public-config';

/** spec §2.1: fast (5-10 minute wait), reliable (town and province), simple. */
export function InfoCards() {
  const area = serviceArea(getPublicConfig().townName);
  const cards = [
    { icon: Clock, title: 'Veloce', text: 'Attesa media di 5-10 minuti' },
    { icon: ShieldCheck, title: 'Affidabile', text: `Copriamo ${area}` },
    { icon: Smartphone, title: 'Semplice', text: 'Prenoti in pochi tocchi, senza registrazione' },
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
