/**
 * spec §4/§9: when the device cannot give a position, 5 fixed points are cycled every 10 s so the
 * customer's map still moves. They trace a short route through central Frosinone.
 */
export const SIMULATED_POINTS: ReadonlyArray<{ latitude: number; longitude: number }> = [
  { latitude: 41.6396, longitude: 13.3511 },
  { latitude: 41.6371, longitude: 13.3476 },
  { latitude: 41.6345, longitude: 13.3442 },
  { latitude: 41.6318, longitude: 13.3415 },
  { latitude: 41.6292, longitude: 13.3389 },
];
