import { type FormEvent, useId, useState } from 'react';
import { centsToEuroText, parseEuroCents } from '@shared/fare';
import type { FixedRoute } from '@shared/tariffs.schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { getPublicConfig } from '@/lib/public-config';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { useSaveFixedRoute } from '../api/tariffs';
import { type PlaceDraft, type PlaceKey, RoutePlacesMap } from './route-places-map';
import { TARIFF_ERRORS, TARIFF_TEXT } from './tariff-strings';
import { type Said, said } from '../office-text';

const DEFAULT_RADIUS = 300;
const labels = (): Record<PlaceKey, string> => ({ a: TARIFF_TEXT.pointA, b: TARIFF_TEXT.pointB });

const placesOf = (route: FixedRoute | null): Record<PlaceKey, PlaceDraft> => ({
  a: route ? { point: { lat: route.a.lat, lon: route.a.lon }, radiusMeters: route.a.radiusMeters } : { point: null, radiusMeters: DEFAULT_RADIUS },
  b: route ? { point: { lat: route.b.lat, lon: route.b.lon }, radiusMeters: route.b.radiusMeters } : { point: null, radiusMeters: DEFAULT_RADIUS },
});

/**
 * A fixed-fare route, new or edited (design §15): its name, its amount, and its two places, each put on the map with
 * a tap and given a radius. The server checks the same limits and answers them in Italian.
 */
export function FixedRouteForm({ route, onDone }: { route: FixedRoute | null; onDone: () => void }) {
  useT();
  const placeLabels = labels();
  const [name, setName] = useState(route?.name ?? '');
  const [amount, setAmount] = useState(route ? centsToEuroText(route.amountCents) : '');
  const [places, setPlaces] = useState(() => placesOf(route));
  const [placing, setPlacing] = useState<PlaceKey>(route ? 'a' : 'a');
  const [problem, setProblem] = useState<Said | null>(null);
  const id = useId();
  const save = useSaveFixedRoute({
    onSuccess: () => {
      toast({ title: TARIFF_TEXT.routeSaved, description: name });
      onDone();
    },
    onError: (error) => setProblem(said(() => errorMessage(error, TARIFF_TEXT.routeSaveFailed))),
  });

  const setRadius = (key: PlaceKey, text: string) =>
    setPlaces((p) => ({ ...p, [key]: { ...p[key], radiusMeters: Number(text.replace(/\D/g, '')) || 0 } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEuroCents(amount);
    const { a, b } = places;
    if (!name.trim()) return setProblem(said(() => TARIFF_ERRORS.routeName));
    if (cents === null || cents < 1) return setProblem(said(() => TARIFF_ERRORS.routeAmount));
    if (!a.point || !b.point) return setProblem(said(() => TARIFF_ERRORS.point));
    setProblem(null);
    save.mutate({
      routeId: route?.id,
      route: { name: name.trim(), amountCents: cents, a: { ...a.point, radiusMeters: a.radiusMeters }, b: { ...b.point, radiusMeters: b.radiusMeters } },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-md border p-4" aria-label={route ? TARIFF_TEXT.editRoute : TARIFF_TEXT.newRoute}>
      <h3 className="font-semibold">{route ? TARIFF_TEXT.editRoute : TARIFF_TEXT.newRoute}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>{TARIFF_TEXT.routeName}</Label>
          <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} placeholder={TARIFF_TEXT.routeNamePlaceholder} autoComplete="off" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-amount`}>{TARIFF_TEXT.amount}</Label>
          <Input id={`${id}-amount`} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" placeholder="15,00" autoComplete="off" />
        </div>
        {(['a', 'b'] as const).map((key) => (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={`${id}-radius-${key}`}>
              {placeLabels[key]} · {TARIFF_TEXT.radius}
            </Label>
            <Input id={`${id}-radius-${key}`} value={String(places[key].radiusMeters)} onChange={(e) => setRadius(key, e.target.value)} inputMode="numeric" />
            <p className="text-xs text-muted-foreground" data-testid={`place-${key}`}>
              {places[key].point ? `${places[key].point.lat.toFixed(5)}, ${places[key].point.lon.toFixed(5)}` : TARIFF_ERRORS.point}
            </p>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm">{TARIFF_TEXT.placing}:</span>
        {(['a', 'b'] as const).map((key) => (
          <Button key={key} type="button" size="sm" variant={placing === key ? 'default' : 'outline'} aria-pressed={placing === key} onClick={() => setPlacing(key)}>
            {placeLabels[key]}
          </Button>
        ))}
        <span className="text-xs text-muted-foreground">{TARIFF_TEXT.mapHint}</span>
      </div>
      <RoutePlacesMap
        center={places.a.point ?? getPublicConfig().mapCenter}
        places={places}
        labels={placeLabels}
        onPick={(point) => {
          setPlaces((p) => ({ ...p, [placing]: { ...p[placing], point } }));
          // After A, the next tap places B: two taps draw a new route.
          if (placing === 'a' && !places.b.point) setPlacing('b');
        }}
      />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem.say()}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {TARIFF_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {TARIFF_TEXT.saveRoute}
        </Button>
      </div>
    </form>
  );
}
