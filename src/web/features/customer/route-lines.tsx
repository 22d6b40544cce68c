/** 'Partenza' and 'Destinazione' with their addresses (SPEC §2.3). */
export function RouteLines({ pickup, dropoff }: { pickup: string; dropoff: string }) {
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="text-muted-foreground">Partenza</dt>
        <dd className="font-medium break-words">{pickup}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Destinazione</dt>
        <dd className="font-medium break-words">{dropoff}</dd>
      </div>
    </dl>
  );
}
