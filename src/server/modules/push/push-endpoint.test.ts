import { describe, expect, it } from 'vitest';
import { roomOwner, rooms } from '../../live/rooms';
import { endpointRefusal } from './push-endpoint.rules';

describe('endpointRefusal', () => {
  it('takes the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGm4',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(endpointRefusal(endpoint, false), endpoint).toBeNull();
    }
  });

  it('refuses what would make the server post inside the network', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.5/admin',
      'https://localhost/x',
      'https://db.internal/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://printer/x',
    ]) {
      expect(endpointRefusal(endpoint, false), endpoint).not.toBeNull();
    }
  });

  it('lets tests and development use a fake push service on loopback http', () => {
    expect(endpointRefusal('http://127.0.0.1:5998/push/abc', true)).toBeNull();
    expect(endpointRefusal('http://127.0.0.1:5998/push/abc', false)).not.toBeNull();
    expect(endpointRefusal('http://10.0.0.5/push', true)).not.toBeNull();
  });
});

describe('roomOwner', () => {
  it('reads back every room name', () => {
    expect(roomOwner(rooms.customer('c-1'))).toEqual({ kind: 'customer', id: 'c-1' });
    expect(roomOwner(rooms.driver('d-1'))).toEqual({ kind: 'driver', id: 'd-1' });
    expect(roomOwner(rooms.driversOnline)).toEqual({ kind: 'online-drivers' });
    expect(roomOwner(rooms.admins)).toEqual({ kind: 'admins' });
    expect(roomOwner('elsewhere')).toBeNull();
  });
});
