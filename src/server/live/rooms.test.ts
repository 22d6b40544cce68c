import { describe, expect, it } from 'vitest';
import { roomOwner, rooms } from './rooms';

describe('roomOwner', () => {
  it('reads back every room name', () => {
    expect(roomOwner(rooms.customer('c-1'))).toEqual({ kind: 'customer', id: 'c-1' });
    expect(roomOwner(rooms.driver('d-1'))).toEqual({ kind: 'driver', id: 'd-1' });
    expect(roomOwner(rooms.driversOnline)).toEqual({ kind: 'online-drivers' });
    expect(roomOwner(rooms.admins)).toEqual({ kind: 'admins' });
    expect(roomOwner('elsewhere')).toBeNull();
  });
});
