import { type MessageId, t } from '@/i18n/i18n';

/**
 * A record whose every value is read from the catalogue when asked for (design §16), so a label kept in a module
 * constant follows the language the office switches to, and its readers keep the shape they had.
 */
export function translatedRecord<K extends string>(keys: readonly K[], id: (key: K) => MessageId): Record<K, string> {
  const record = {} as Record<K, string>;
  for (const key of keys) Object.defineProperty(record, key, { get: () => t(id(key)), enumerable: true });
  return record;
}

/** An object of getters over catalogue ids: `texts({ title: 'office.x' })` reads `t('office.x')` at each use. */
export function texts<T extends Record<string, MessageId>>(ids: T): { readonly [K in keyof T]: string } {
  return translatedRecord(Object.keys(ids) as Array<keyof T & string>, (key) => ids[key] as MessageId) as { readonly [K in keyof T]: string };
}

/** `texts(ids)` with functions and fixed values beside the getters (a spread would read the getters once, now). */
export function textsWith<T extends Record<string, MessageId>, E extends object>(ids: T, extra: E): { readonly [K in keyof T]: string } & E {
  return Object.assign(texts(ids), extra);
}

/** A message kept in a form's state and said when shown: an error on screen follows a switch of language. */
export interface Said {
  say: () => string;
}
export const said = (say: () => string): Said => ({ say });
