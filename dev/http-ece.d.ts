// http_ece ships no types; only decrypt is used, by the local push service.
declare module 'http_ece' {
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: Buffer }): Buffer;
  };
  export default ece;
}
