import { describe, expect, it } from 'vitest';
import { ConsoleSmsSender, createSmsSender, HttpSmsSender } from './index';

const logger = { info: () => undefined };

describe('createSmsSender', () => {
  it('picks the adapter from the config', () => {
    expect(createSmsSender({ provider: 'console', sender: 'RadioTaxi' }, logger)).toBeInstanceOf(ConsoleSmsSender);
    expect(
      createSmsSender({ provider: 'http', url: 'http://127.0.0.1:1/sms', token: undefined, sender: 'RadioTaxi' }, logger),
    ).toBeInstanceOf(HttpSmsSender);
  });
});
