import type { PhotonProperties } from './photon-schema';

/**
 * Photon returns address parts, not a sentence; the web and the stored ride want Nominatim's single
 * comma-separated text whose first part is the title (spec §2.5). Italian order: "Via Roma 12",
 * "03100 Frosinone". Repeated parts (a street feature whose name is the street, a town that is its
 * own city) are written once.
 */
export function photonDisplayName(p: PhotonProperties): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  const add = (part: string | undefined) => {
    const text = part?.trim();
    if (!text) return;
    const key = text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    parts.push(text);
  };
  const has = (part: string | undefined) => part !== undefined && seen.has(part.trim().toLowerCase());

  add(p.name);
  const street = p.street?.trim();
  if (street) add(p.housenumber?.trim() ? `${street} ${p.housenumber.trim()}` : street);
  else if (p.housenumber?.trim() && !p.name) add(p.housenumber);

  const city = p.city?.trim();
  const postcode = p.postcode?.trim();
  if (city && !has(city)) add(postcode ? `${postcode} ${city}` : city);
  else if (postcode) add(postcode);
  // Mark the city as written even when it came with a postcode, so a county of the same name is not repeated.
  if (city) seen.add(city.toLowerCase());

  add(p.county);
  add(p.state);
  add(p.country);
  return parts.join(', ');
}
