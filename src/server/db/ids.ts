/**
 * Our ids are UUIDs. A path id that is not one cannot name a row, and PostgreSQL would refuse to compare
 * it to a uuid column (a 500), so callers answer "not found" before querying.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
