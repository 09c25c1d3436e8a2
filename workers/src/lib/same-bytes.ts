/** Whether two byte strings are equal, in a time that does not depend on where they differ (secrets, signatures). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  // workerd's own; Node (tests, the local stand-ins) keeps it in node:crypto, looked up rather than imported: a static
  // `node:crypto` import costs every new isolate ~5 ms of start (decision 064)
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (a: ArrayBufferView, b: ArrayBufferView) => boolean };
  if (subtle.timingSafeEqual) return subtle.timingSafeEqual(a, b);
  return process.getBuiltinModule('node:crypto').timingSafeEqual(a, b);
}
