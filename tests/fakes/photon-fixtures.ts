/**
 * Places the fake Photon knows, in Photon's own feature shape (GeoJSON, `coordinates: [lon, lat]`).
 * Coordinates, OSM ids and postcodes follow the real places in and around Frosinone and Rome; one
 * Swiss place lets tests check that foreign hits are dropped.
 */
export interface PhotonFixtureProperties {
  osm_id: number;
  osm_type: 'N' | 'W' | 'R';
  osm_key: string;
  osm_value: string;
  type: string;
  name?: string;
  housenumber?: string;
  street?: string;
  postcode?: string;
  city?: string;
  district?: string;
  county?: string;
  state?: string;
  country: string;
  countrycode: string;
  extent?: [number, number, number, number];
}

export interface PhotonFixture {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: PhotonFixtureProperties;
}

const LAZIO = { state: 'Lazio', country: 'Italia', countrycode: 'IT' } as const;
const FROSINONE = { postcode: '03100', city: 'Frosinone', county: 'Frosinone', ...LAZIO } as const;
const ROMA = { city: 'Roma', county: 'Roma Capitale', ...LAZIO } as const;

const feature = (lat: number, lon: number, properties: PhotonFixtureProperties): PhotonFixture => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties,
});

export const photonFixtures: PhotonFixture[] = [
  feature(41.6312, 13.3365, {
    osm_id: 48279143, osm_type: 'W', osm_key: 'highway', osm_value: 'secondary', type: 'street',
    name: 'Via Aldo Moro', ...FROSINONE, extent: [13.3302, 41.6379, 13.3441, 41.6251],
  }),
  feature(41.6334, 13.3388, {
    osm_id: 3360478211, osm_type: 'N', osm_key: 'place', osm_value: 'house', type: 'house',
    housenumber: '104', street: 'Via Aldo Moro', ...FROSINONE,
  }),
  feature(41.6255, 13.3297, {
    osm_id: 1850331762, osm_type: 'N', osm_key: 'railway', osm_value: 'station', type: 'house',
    name: 'Stazione di Frosinone', street: 'Piazzale Kambo', district: 'Scalo', ...FROSINONE,
  }),
  feature(41.6395, 13.3426, {
    osm_id: 26410217, osm_type: 'W', osm_key: 'place', osm_value: 'square', type: 'street',
    name: 'Piazza della Libertà', ...FROSINONE,
  }),
  feature(41.6372, 13.3462, {
    osm_id: 26410293, osm_type: 'W', osm_key: 'highway', osm_value: 'tertiary', type: 'street',
    name: 'Viale Roma', ...FROSINONE, extent: [13.3430, 41.6391, 13.3497, 41.6353],
  }),
  feature(41.6214, 13.3449, {
    osm_id: 99173542, osm_type: 'W', osm_key: 'highway', osm_value: 'primary', type: 'street',
    name: 'Via Marittima', ...FROSINONE, extent: [13.3401, 41.6298, 13.3524, 41.6118],
  }),
  feature(41.6278, 13.3072, {
    osm_id: 222385790, osm_type: 'W', osm_key: 'amenity', osm_value: 'hospital', type: 'house',
    name: 'Ospedale Fabrizio Spaziani', street: 'Via Armando Fabi', ...FROSINONE,
  }),
  feature(41.9009, 12.5016, {
    osm_id: 27070990, osm_type: 'N', osm_key: 'railway', osm_value: 'station', type: 'house',
    name: 'Roma Termini', street: 'Piazza dei Cinquecento', postcode: '00185', district: 'Esquilino', ...ROMA,
  }),
  feature(41.9116, 12.4648, {
    osm_id: 26855447, osm_type: 'W', osm_key: 'place', osm_value: 'square', type: 'street',
    name: 'Piazza della Libertà', postcode: '00192', district: 'Prati', ...ROMA,
  }),
  feature(41.8003, 12.2389, {
    osm_id: 3361367, osm_type: 'R', osm_key: 'aeroway', osm_value: 'aerodrome', type: 'other',
    name: 'Aeroporto di Roma-Fiumicino', postcode: '00054', city: 'Fiumicino', county: 'Roma Capitale', ...LAZIO,
  }),
  feature(41.4917, 13.8314, {
    osm_id: 40951, osm_type: 'R', osm_key: 'place', osm_value: 'town', type: 'city',
    name: 'Cassino', postcode: '03043', county: 'Frosinone', ...LAZIO,
    extent: [13.7585, 41.5487, 13.8888, 41.4398],
  }),
  feature(41.4893, 13.8290, {
    osm_id: 44162855, osm_type: 'W', osm_key: 'highway', osm_value: 'tertiary', type: 'street',
    name: 'Via Aldo Moro', postcode: '03043', city: 'Cassino', county: 'Frosinone', ...LAZIO,
  }),
  feature(46.0055, 8.9469, {
    osm_id: 2433451890, osm_type: 'N', osm_key: 'railway', osm_value: 'station', type: 'house',
    name: 'Stazione di Lugano', street: 'Piazzale della Stazione', postcode: '6900', city: 'Lugano',
    county: 'Distretto di Lugano', state: 'Ticino', country: 'Svizzera', countrycode: 'CH',
  }),
];
