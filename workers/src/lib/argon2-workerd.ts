import noSimd from 'argon2id/dist/no-simd.wasm';
// workerd cannot compile wasm at run time: wrangler bundles these as precompiled modules.
import simd from 'argon2id/dist/simd.wasm';
import setupWasm from 'argon2id/lib/setup.js';

const instantiate = (module: WebAssembly.Module) => async (imports: WebAssembly.Imports) => ({
  module,
  instance: await WebAssembly.instantiate(module, imports),
});

export const loadArgon2id = () => setupWasm(instantiate(simd), instantiate(noSimd));
