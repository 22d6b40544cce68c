/** spec §2.4's public open map tiles, for every map of the app (tests answer this address with a blank tile). */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const MAP_ZOOM = 14;
