/** Whether two texts are equal, compared as UTF-8 in a time that does not depend on where they differ (secrets). */
export function sameText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  if (x.byteLength !== y.byteLength) return false;
  // workerd's own; Node (tests, the local stand-ins) keeps it in node:crypto, looked up rather than imported: a static
  // import loads workerd's Node crypto module into every new isolate (decision 064)
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (x: ArrayBufferView, y: ArrayBufferView) => boolean };
  if (subtle.timingSafeEqual) return subtle.timingSafeEqual(x, y);
  return process.getBuiltinModule('node:crypto').timingSafeEqual(x, y);
}
