import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { LatLon } from '@shared/common.schemas';
import { shownAddress } from '@/lib/removed-data';
import { approximateTaxiIcon, dropoffIcon, pickupIcon, taxiIcon } from './marker-icons';
import { MAP_ZOOM, TILE_ATTRIBUTION, TILE_URL } from './tiles';
import { MapControls } from './map-controls';
import { useT } from '@/i18n/i18n';


export interface RideMapProps {
  pickup: LatLon | null;
  dropoff: LatLon | null;
  pickupAddress: string | null;
  dropoffAddress: string | null;
  driverPosition: LatLon | null;
  /**
   * The driver's phone had no GPS fix and sent a simulated point (issue 11): the taxi is drawn faded and marked as
   * approximate, and the map neither centres on it nor follows it.
   */
  driverPositionApproximate?: boolean;
  /** Used when nothing else is known (spec §2.4: about Rome by default, from public config). */
  fallbackCenter: LatLon;
}

/** spec §2.4: the centre follows the driver's location whenever a new one arrives (at zoom 14 once resumed). */
function FollowDriver({ position }: { position: LatLon | null }) {
  const map = useMap();
  // By value: the pickup (followed while the taxi's position is approximate) is a new object on every render.
  const lat = position?.lat;
  const lon = position?.lon;
  useEffect(() => {
    if (lat !== undefined && lon !== undefined) map.panTo([lat, lon]);
  }, [map, lat, lon]);
  // Following again after 'Mostra tutto': back to the spec's zoom at once (later positions keep the user's zoom).
  useEffect(() => {
    if (map.getZoom() !== MAP_ZOOM) map.setView(position ? [position.lat, position.lon] : map.getCenter(), MAP_ZOOM);
    // Only when following starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

/** Everything known — taxi, pickup, destination — in view at once; the destination is often off the spec's zoom 14. */
function ShowEverything({ points }: { points: LatLon[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.lat},${p.lon}`).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lon])), { padding: [40, 40], maxZoom: MAP_ZOOM });
    // Refit only when the set of points changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** spec §2.4 map: 300 px, zoom 14, no wheel zoom; pickup and drop-off at their real coordinates. */
export default function RideMap({
  pickup,
  dropoff,
  pickupAddress,
  dropoffAddress,
  driverPosition,
  driverPositionApproximate = false,
  fallbackCenter,
}: RideMapProps) {
  const t = useT();
  const exactDriverPosition = driverPositionApproximate ? null : driverPosition;
  const center = exactDriverPosition ?? pickup ?? driverPosition ?? fallbackCenter;
  // 'Mostra tutto' fits every point and stops following the taxi (it would pan the rest away again); the next tap
  // goes back to following at zoom 14.
  const [showingAll, setShowingAll] = useState(false);
  const everything = [driverPosition, pickup, dropoff].filter((p): p is LatLon => p !== null);
  return (
    <div className="relative h-[300px] w-full overflow-hidden rounded-md" data-testid="ride-map">
      {everything.length > 1 && (
        <button
          type="button"
          onClick={() => setShowingAll((all) => !all)}
          aria-pressed={showingAll}
          className="absolute top-2.5 right-2.5 z-[1000] min-h-11 rounded-md border-2 border-black/20 bg-white px-3 text-sm font-medium text-neutral-900 shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {showingAll ? t('map.followTaxi') : t('map.showAll')}
        </button>
      )}
      {/* `isolate`: Leaflet's panes and controls (z-index 400–1000) stay inside the map, under every dialog (z-50). */}
    <MapContainer center={[center.lat, center.lon]} zoom={MAP_ZOOM} scrollWheelZoom={false} zoomControl={false} className="isolate h-full w-full">
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <MapControls />
      {driverPosition && (
        <Marker
          position={[driverPosition.lat, driverPosition.lon]}
          icon={driverPositionApproximate ? approximateTaxiIcon : taxiIcon}
          title={driverPositionApproximate ? t('map.yourDriverApproximate') : t('map.yourDriver')}
        >
          <Popup>
            <strong>{t('map.yourDriver')}</strong>
            <br />
            {driverPositionApproximate ? t('map.approximate') : t('map.current')}
          </Popup>
        </Marker>
      )}
      {pickup && (
        <Marker position={[pickup.lat, pickup.lon]} icon={pickupIcon} title={t('route.pickup')}>
          <Popup>
            <strong>{t('route.pickup')}</strong>
            <br />
            {shownAddress(pickupAddress)}
          </Popup>
        </Marker>
      )}
      {dropoff && (
        <Marker position={[dropoff.lat, dropoff.lon]} icon={dropoffIcon} title={t('route.dropoff')}>
          <Popup>
            <strong>{t('route.dropoff')}</strong>
            <br />
            {shownAddress(dropoffAddress)}
          </Popup>
        </Marker>
      )}
      {showingAll ? <ShowEverything points={everything} /> : <FollowDriver position={exactDriverPosition ?? pickup} />}
    </MapContainer>
    </div>
  );
}
