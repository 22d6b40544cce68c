import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { memo, useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Bbox, FleetCluster, FleetTaxi, QueueRide } from '@shared/console.schemas';
import type { LatLon } from '@shared/common.schemas';
import { fitsRide } from '@shared/vehicle';
import { kmBetween } from '@shared/geo';
import { MapControls } from '@/components/ride-map/map-controls';
import { TILE_ATTRIBUTION, TILE_URL } from '@/components/ride-map/tiles';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { formatTime } from '@/lib/format';
import { shownAddress } from '@/lib/removed-data';
import { activeLanguage, useT } from '@/i18n/i18n';
import { CONSOLE_TEXT, FLEET_STATUS_LABELS } from './console-strings';
import type { MapView } from '../api/get-fleet';
import {
  approximateBusyTaxiIcon,
  clusterIcon,
  approximateFreeTaxiIcon,
  busyTaxiIcon,
  freeTaxiIcon,
  pendingRideIcon,
  pickedPickupIcon,
  unreachableTaxiIcon,
} from './fleet-icons';
import { officeDropoff, officePhone } from '../shown-data';

const ZOOM = 12;

export interface FleetMapProps {
  /** The taxis in view, one by one; or, when too many are in view, `clusters` of them (ADR 252). */
  taxis: FleetTaxi[];
  clusters: FleetCluster[];
  /** Where every online taxi is: framed once when the map opens. */
  extent: Bbox | null;
  /** The map moved or zoomed: the panel reads the new view. */
  onViewChange: (view: MapView) => void;
  pendingRides: QueueRide[];
  center: LatLon;
  /** The phone booking's pickup, when the operator set it by clicking the map. */
  bookingPickup: LatLon | null;
  onMapClick: (point: LatLon) => void;
  /** A free taxi's popup offers the waiting rides nearest it: the office picks one and confirms in the assign dialog. */
  onAssign: (ride: QueueRide, driverId: string) => void;
}

/** How many waiting rides a free taxi's popup offers, nearest first: enough for a busy moment, short enough to read. */
const POPUP_RIDES = 3;

/** issue 21: without the address service the operator shows the caller's pickup on the map. */
function ClickToPick({ onMapClick }: { onMapClick: (point: LatLon) => void }) {
  useMapEvents({ click: (event) => onMapClick({ lat: event.latlng.lat, lon: event.latlng.lng }) });
  return null;
}

const TaxiMarker = memo(function TaxiMarker({
  taxi,
  waiting,
  onAssign,
}: {
  taxi: FleetTaxi;
  /** The waiting rides this taxi could take, nearest first (empty unless it is free). */
  waiting: QueueRide[];
  onAssign: FleetMapProps['onAssign'];
}) {
  const busy = taxi.status === 'busy';
  const icon =
    taxi.status === 'unreachable'
      ? unreachableTaxiIcon
      : taxi.simulated
        ? busy
          ? approximateBusyTaxiIcon
          : approximateFreeTaxiIcon
        : busy
          ? busyTaxiIcon
          : freeTaxiIcon;
  const status = taxi.lastSeenAt ? `${FLEET_STATUS_LABELS[taxi.status]} (${CONSOLE_TEXT.fleet.lastSeen(formatTime(taxi.lastSeenAt))})` : FLEET_STATUS_LABELS[taxi.status];
  return (
    <Marker
      position={[taxi.latitude!, taxi.longitude!]}
      icon={icon}
      // The plate on hover (the browser's tooltip) and to screen readers; the rest on click.
      title={`${taxi.licensePlate} · ${status}`}
      alt={`${taxi.licensePlate} · ${status}`}
      keyboard
    >
      <Popup>
        <strong>{taxi.licensePlate}</strong> · {status}
        <br />
        {taxi.name} · {taxi.carModel}
        <br />
        <span data-testid="fleet-popup-car">{VEHICLE_TEXT.car(taxi)}</span>
        {taxi.locationUpdatedAt && (
          <>
            <br />
            {CONSOLE_TEXT.fleet.positionAt(formatTime(taxi.locationUpdatedAt))}
            {taxi.simulated && ` (${CONSOLE_TEXT.fleet.approximate})`}
          </>
        )}
        {busy && (
          <>
            <br />
            {CONSOLE_TEXT.fleet.heading(officeDropoff({ dropoffAddress: taxi.destination, anonymisedAt: null }))}
          </>
        )}
        <br />
        <a href={`tel:${taxi.phoneNumber}`} data-testid="fleet-popup-call">
          {CONSOLE_TEXT.fleet.call(officePhone(taxi.phoneNumber))}
        </a>
        {waiting.length > 0 && (
          <ul className="mt-2 grid gap-1" aria-label={CONSOLE_TEXT.fleet.assignHere} data-testid="fleet-popup-rides">
            {waiting.map((ride) => (
              <li key={ride.id}>
                <button type="button" className="text-left font-medium underline underline-offset-2" onClick={() => onAssign(ride, taxi.driverId)}>
                  {CONSOLE_TEXT.fleet.assignRide(shownAddress(ride.pickupAddress))}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Popup>
    </Marker>
  );
});

/**
 * The first time taxis or waiting rides are known, the map frames them all (the configured centre may be the province's capital
 * rather than where the fleet works); after that the operator's own panning and zooming are left alone.
 */
function FrameFleetOnce({ extent, pendingRides }: { extent: Bbox | null; pendingRides: QueueRide[] }) {
  const map = useMap();
  const framed = useRef(false);
  useEffect(() => {
    if (framed.current) return;
    const points = [
      ...(extent ? [[extent.south, extent.west] as [number, number], [extent.north, extent.east] as [number, number]] : []),
      ...pendingRides.filter(isPinned).map((r) => [r.pickupLat!, r.pickupLon!] as [number, number]),
    ];
    if (points.length === 0) return;
    framed.current = true;
    map.fitBounds(latLngBounds(points), { padding: [30, 30], maxZoom: ZOOM + 1 });
  }, [map, extent, pendingRides]);
  return null;
}

/** The view after every move and zoom, and the first one as the map opens: what the panel asks the server for. */
function ReportView({ onViewChange }: { onViewChange: FleetMapProps['onViewChange'] }) {
  const map = useMap();
  useEffect(() => {
    const report = () => {
      const b = map.getBounds();
      onViewChange({ bbox: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, zoom: map.getZoom() });
    };
    report();
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map, onViewChange]);
  return null;
}

/** Taxis too many to draw one by one: a count where they are; a click (or Enter) zooms in on them. */
function ClusterMarker({ cluster }: { cluster: FleetCluster }) {
  const map = useMap();
  const total = cluster.free + cluster.busy + cluster.unreachable;
  const label = CONSOLE_TEXT.fleet.cluster(total, cluster.free, cluster.busy, cluster.unreachable);
  return (
    <Marker
      position={[cluster.latitude, cluster.longitude]}
      icon={clusterIcon(total)}
      title={label}
      alt={label}
      keyboard
      eventHandlers={{ click: () => map.setView([cluster.latitude, cluster.longitude], Math.min(map.getZoom() + 2, map.getMaxZoom())) }}
    />
  );
}

const isPinned = (ride: QueueRide) => ride.pickupLat !== null && ride.pickupLon !== null;
const isShown = (taxi: FleetTaxi) => taxi.status !== 'offline' && taxi.latitude !== null && taxi.longitude !== null;

/**
 * The waiting rides a free taxi's popup offers: those it fits (design §14), pinned ones nearest the taxi first, then
 * those without a point.
 */
function waitingFor(taxi: FleetTaxi, pendingRides: QueueRide[]): QueueRide[] {
  if (taxi.status !== 'free' || pendingRides.length === 0) return [];
  const from = { lat: taxi.latitude!, lon: taxi.longitude! };
  const km = (ride: QueueRide) => (isPinned(ride) ? kmBetween(from, { lat: ride.pickupLat!, lon: ride.pickupLon! }) : Infinity);
  return pendingRides
    .filter((ride) => fitsRide(taxi, ride))
    .sort((a, b) => km(a) - km(b))
    .slice(0, POPUP_RIDES);
}

/** design §10 live fleet map: the online taxis in view where they are (or clusters of them), and the rides still waiting for one. */
export default function FleetMap({ taxis, clusters, extent, onViewChange, pendingRides, center, bookingPickup, onMapClick, onAssign }: FleetMapProps) {
  useT();
  // Leaflet sets a marker's title and alt only when it is created: a marker is made anew in another language.
  const language = activeLanguage();
  return (
    // `isolate`: Leaflet's panes and controls (z-index 400–1000) stay inside the map, under every dialog (z-50).
    <MapContainer center={[center.lat, center.lon]} zoom={ZOOM} scrollWheelZoom={false} zoomControl={false} className="isolate h-full w-full">
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <MapControls />
      <ClickToPick onMapClick={onMapClick} />
      {bookingPickup && (
        <Marker
          key={language}
          position={[bookingPickup.lat, bookingPickup.lon]}
          icon={pickedPickupIcon}
          title={CONSOLE_TEXT.fleet.pickedPin}
          alt={CONSOLE_TEXT.fleet.pickedPin}
        />
      )}
      <FrameFleetOnce extent={extent} pendingRides={pendingRides} />
      <ReportView onViewChange={onViewChange} />
      {clusters.map((cluster) => (
        <ClusterMarker key={`${cluster.latitude}:${cluster.longitude}:${language}`} cluster={cluster} />
      ))}
      {/* Keyed by status too: Leaflet sets a marker's title and alt only when it is created. */}
      {taxis.map((taxi) =>
        isShown(taxi) ? (
          <TaxiMarker key={`${taxi.driverId}:${taxi.status}:${language}`} taxi={taxi} waiting={waitingFor(taxi, pendingRides)} onAssign={onAssign} />
        ) : null,
      )}
      {pendingRides.map((ride) =>
        isPinned(ride) ? (
          <Marker
            key={`${ride.id}:${language}`}
            position={[ride.pickupLat!, ride.pickupLon!]}
            icon={pendingRideIcon}
            title={`${CONSOLE_TEXT.fleet.pendingPin}: ${shownAddress(ride.pickupAddress)}`}
            alt={`${CONSOLE_TEXT.fleet.pendingPin}: ${shownAddress(ride.pickupAddress)}`}
          >
            <Popup>
              <strong>{CONSOLE_TEXT.fleet.pendingPin}</strong>
              <br />
              {shownAddress(ride.pickupAddress)}
            </Popup>
          </Marker>
        ) : null,
      )}
    </MapContainer>
  );
}
