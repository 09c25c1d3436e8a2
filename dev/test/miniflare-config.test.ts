import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';

// Miniflare writes workerd's config with capnp-es, whose one-segment arena grew 4 KiB at a time and copied the whole
// buffer at every step: a megabyte script cost ~84 MB of copies, and our Worker ~25 ms of Node's CPU a start (decision
// 064). patches/miniflare+*.patch grows it by doubling. Counted in bytes, so the figure does not depend on load.
const require = createRequire(resolve(import.meta.dirname, '../../node_modules/wrangler/package.json'));
const { Miniflare } = require('miniflare') as typeof import('miniflare');

const RealArrayBuffer = globalThis.ArrayBuffer;
afterEach(() => {
  globalThis.ArrayBuffer = RealArrayBuffer;
});

it('starts a Worker with a megabyte script without copying its config over and over', async () => {
  let allocated = 0;
  // a Proxy keeps `instanceof ArrayBuffer` true for buffers made elsewhere meanwhile
  globalThis.ArrayBuffer = new Proxy(RealArrayBuffer, {
    construct(target, args, newTarget) {
      allocated += Number(args[0] ?? 0);
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
  const script = `export default { fetch: () => new Response('ok') }; // ${'x'.repeat(2 ** 20)}`;
  const mf = new Miniflare({ modules: true, script, host: '127.0.0.1', port: 0 });
  try {
    await mf.ready;
    globalThis.ArrayBuffer = RealArrayBuffer;
    expect(await (await mf.dispatchFetch('http://localhost/')).text()).toBe('ok');
    // unpatched: 84 MB; patched: under 5 MB
    expect(allocated).toBeLessThan(16 * 2 ** 20);
  } finally {
    await mf.dispose();
  }
});
