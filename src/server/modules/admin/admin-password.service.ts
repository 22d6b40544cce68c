import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/**
 * Keeps only a salted scrypt hash of ADMIN_PASSWORD in memory and compares in constant time, so the
 * password is never compared as plain text nor shipped to the browser.
 */
export class AdminPassword {
  private constructor(
    private readonly salt: Buffer,
    private readonly hash: Buffer,
  ) {}

  static async from(password: string): Promise<AdminPassword> {
    const salt = randomBytes(16);
    return new AdminPassword(salt, await scryptAsync(password, salt, KEY_LENGTH));
  }

  async matches(candidate: string): Promise<boolean> {
    return timingSafeEqual(await scryptAsync(candidate, this.salt, KEY_LENGTH), this.hash);
  }
}
