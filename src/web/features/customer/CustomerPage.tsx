import { getPublicConfig, serviceArea } from '@/lib/public-config';

export function CustomerPage() {
  const { townName } = getPublicConfig();
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Prenota il tuo Taxi</h1>
      <p className="mt-1 text-muted-foreground">Servizio veloce e affidabile a {serviceArea(townName)}</p>
    </div>
  );
}
