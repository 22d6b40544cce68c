/**
 * The office's map tells free and busy taxis apart by shape and glyph as well as colour (a colour-blind operator,
 * a washed-out screen): a free taxi is a green circle with a tick, a busy one a dark-red square with a passenger.
 * An unreachable one (design §10) a grey diamond with an exclamation mark. A pending ride is an amber pin with a clock. Inline SVG: no images from a CDN (design §1). Kept apart from Leaflet,
 * so that the legend under the map does not need the map's code.
 */
export const SIZE = 30;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 30 30" aria-hidden="true">${body}</svg>`;

export const FREE = svg(
  '<circle cx="15" cy="15" r="13" fill="#15803d" stroke="#fff" stroke-width="2"/><path d="M9 15.5l4 4 8-8.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
);
export const BUSY = svg(
  '<rect x="2" y="2" width="26" height="26" rx="4" fill="#991b1b" stroke="#fff" stroke-width="2"/><circle cx="15" cy="10.5" r="3.5" fill="#fff"/><path d="M8.5 23c0-4 2.9-6.5 6.5-6.5s6.5 2.5 6.5 6.5z" fill="#fff"/>',
);
export const UNREACHABLE = svg(
  '<path d="M15 1.5L28.5 15 15 28.5 1.5 15z" fill="#52525b" stroke="#fff" stroke-width="2"/><path d="M15 8.5v8" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="15" cy="21" r="1.8" fill="#fff"/>',
);
export const PENDING = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE + 6}" viewBox="0 0 30 36" aria-hidden="true"><path d="M15 1C7.8 1 2 6.8 2 14c0 9.5 13 21 13 21s13-11.5 13-21C28 6.8 22.2 1 15 1z" fill="#b45309" stroke="#fff" stroke-width="2"/><circle cx="15" cy="14" r="7" fill="#fff"/><path d="M15 10v4.5l3 2" fill="none" stroke="#b45309" stroke-width="2" stroke-linecap="round"/></svg>`;

/** The phone booking's pickup clicked on the map: a blue pin with a dot. */
export const PICKED = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE + 6}" viewBox="0 0 30 36" aria-hidden="true"><path d="M15 1C7.8 1 2 6.8 2 14c0 9.5 13 21 13 21s13-11.5 13-21C28 6.8 22.2 1 15 1z" fill="#1d4ed8" stroke="#fff" stroke-width="2"/><circle cx="15" cy="14" r="5" fill="#fff"/></svg>`;

/** The same shapes, small, for the legend under the map. */
export const LEGEND_SVG = { free: FREE, busy: BUSY, unreachable: UNREACHABLE, pending: PENDING } as const;
