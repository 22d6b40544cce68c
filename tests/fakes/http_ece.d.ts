/** The part of `http_ece` (RFC 8188, used by web-push) that the fake push service needs; the package ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair; with aes128gcm the sender's public key is read from the record header. */
    privateKey: ECDH;
    /** The subscription's 16-byte auth secret, base64url. */
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
