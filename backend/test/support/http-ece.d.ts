// http_ece ships no types; these are the parts the fake push service uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string | Buffer;
  }

  const ece: { decrypt(body: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
