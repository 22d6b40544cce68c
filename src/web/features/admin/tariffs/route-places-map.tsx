import 'leaflet/dist/leaflet.css';
import { Fragment } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import type { LatLon } from '@shared/common.schemas';
import { TILE_ATTRIBUTION, TILE_URL } from '@/components/ride-map/tiles';

export type PlaceKey = 'a' | 'b';
export interface PlaceDraft {
  point: LatLon | null;
  radiusMeters: number;
}

const COLOURS: Record<PlaceKey, string> = { a: '#15803d', b: '#b91c1c' };

function ClickToPlace({ onPick }: { onPick: (point: LatLon) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lon: event.latlng.lng }) });
  return null;
}

/**
 * The two places of a fixed-fare route on the map (design §15): a tap puts the place being placed there; each shows
 * as its circle, so the office sees which addresses the route will take.
 */
export function RoutePlacesMap({
  center,
  places,
  labels,
  onPick,
}: {
  center: LatLon;
  places: Record<PlaceKey, PlaceDraft>;
  labels: Record<PlaceKey, string>;
  onPick: (point: LatLon) => void;
}) {
  return (
    <div data-testid="route-map">
      <MapContainer center={[center.lat, center.lon]} zoom={13} scrollWheelZoom={false} className="h-72 w-full rounded-md">
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        <ClickToPlace onPick={onPick} />
        {(['a', 'b'] as const).map((key) => {
          const place = places[key];
          if (!place.point) return null;
          const at: [number, number] = [place.point.lat, place.point.lon];
          return (
            <Fragment key={key}>
              <Circle center={at} radius={place.radiusMeters} pathOptions={{ color: COLOURS[key], fillOpacity: 0.15 }} />
              <CircleMarker center={at} radius={6} pathOptions={{ color: COLOURS[key], fillOpacity: 1 }}>
                <Tooltip permanent direction="top">
                  {labels[key]}
                </Tooltip>
              </CircleMarker>
            </Fragment>
          );
        })}
      </MapContainer>
    </div>
  );
}
