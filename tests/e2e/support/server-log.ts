import { photonFixtures } from '../../fakes/photon-fixtures';

/** The end-to-end server's standard output and error, written by start-app.mjs (same path there). */
export const serverLogPath = (appPort: number) => `reports/e2e-server-${appPort}.log`;

/** An Italian mobile number however it is written: +39 347 123 4567, 3471234567, 0039347… */
const MOBILE = /(?:\+|00)39[\s.-]?3\d{2}[\s.-]?\d{6,7}|(?<![\d+])3\d{2}[\s.-]?\d{3}[\s.-]?\d{3,4}(?!\d)/g;
/** A ride's or a person's id: its digit groups (…-0611-…) can look like a number, but an id is not personal data. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A street address: a street type followed by a name (Via Aldo Moro, Piazzale Kambo, Viale Roma…). */
const STREET = /\b(?:Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Strada|Lungotevere)\s+[A-Z]/g;
/** Every place name the fake geocoder knows, and so every address a test can have typed or picked. */
const PLACES = [...new Set(photonFixtures.flatMap((f) => [f.properties.name, f.properties.street]).filter((n): n is string => !!n && n.length > 6))];

/** The personal data (design §13: no phone numbers, no addresses) found in a log, each with its line. */
export function findPersonalData(log: string): string[] {
  const found: string[] = [];
  log.split('\n').forEach((line, index) => {
    const hits = [...(line.replace(UUID, '<id>').match(MOBILE) ?? []), ...(line.match(STREET) ?? []), ...PLACES.filter((place) => line.includes(place))];
    if (hits.length > 0) found.push(`line ${index + 1}: ${hits.join(', ')} — ${line.slice(0, 300)}`);
  });
  return found;
}
