import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ConsoleSmsSender, createSmsSender, HttpSmsSender } from './index';

const logger = { info: () => undefined };
/** Neither adapter touches the database while being built. */
const db = {} as Db;

describe('createSmsSender', () => {
  it('picks the adapter from the config', () => {
    expect(createSmsSender({ provider: 'console', sender: 'RadioTaxi' }, logger, db)).toBeInstanceOf(ConsoleSmsSender);
    expect(
      createSmsSender({ provider: 'http', url: 'http://127.0.0.1:1/sms', token: undefined, sender: 'RadioTaxi' }, logger, db),
    ).toBeInstanceOf(HttpSmsSender);
  });
});
