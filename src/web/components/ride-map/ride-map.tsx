import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { LatLon } from '@shared/common.schemas';
import { shownAddress } from '@/lib/removed-data';
import { approximateTaxiIcon, dropoffIcon, pickupIcon, taxiIcon } from './marker-icons';

export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const MAP_ZOOM = 14;

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
  /** Used when nothing else is known (SPEC §2.4: about Rome by default, from public config). */
  fallbackCenter: LatLon;
}

/** SPEC §2.4: the centre follows the driver's location whenever a new one arrives. */
function FollowDriver({ position }: { position: LatLon | null }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.panTo([position.lat, position.lon]);
  }, [map, position]);
  return null;
}

/** SPEC §2.4 map: 300 px, zoom 14, no wheel zoom; pickup and drop-off at their real coordinates. */
export default function RideMap({
  pickup,
  dropoff,
  pickupAddress,
  dropoffAddress,
  driverPosition,
  driverPositionApproximate = false,
  fallbackCenter,
}: RideMapProps) {
  const exactDriverPosition = driverPositionApproximate ? null : driverPosition;
  const center = exactDriverPosition ?? pickup ?? driverPosition ?? fallbackCenter;
  return (
    <div className="h-[300px] w-full overflow-hidden rounded-md" data-testid="ride-map">
    <MapContainer center={[center.lat, center.lon]} zoom={MAP_ZOOM} scrollWheelZoom={false} className="h-full w-full">
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
      {driverPosition && (
        <Marker
          position={[driverPosition.lat, driverPosition.lon]}
          icon={driverPositionApproximate ? approximateTaxiIcon : taxiIcon}
          title={driverPositionApproximate ? 'Il tuo taxista (posizione approssimativa)' : 'Il tuo taxista'}
        >
          <Popup>
            <strong>Il tuo taxista</strong>
            <br />
            {driverPositionApproximate ? 'Posizione approssimativa' : 'Posizione attuale'}
          </Popup>
        </Marker>
      )}
      {pickup && (
        <Marker position={[pickup.lat, pickup.lon]} icon={pickupIcon} title="Partenza">
          <Popup>
            <strong>Partenza</strong>
            <br />
            {shownAddress(pickupAddress)}
          </Popup>
        </Marker>
      )}
      {dropoff && (
        <Marker position={[dropoff.lat, dropoff.lon]} icon={dropoffIcon} title="Destinazione">
          <Popup>
            <strong>Destinazione</strong>
            <br />
            {shownAddress(dropoffAddress)}
          </Popup>
        </Marker>
      )}
      <FollowDriver position={exactDriverPosition} />
    </MapContainer>
    </div>
  );
}
