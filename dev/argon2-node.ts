import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import setupWasm from 'argon2id/lib/setup.js';
import { createPasswordHasher } from '../workers/src/lib/password';

// Node (tests, seed): compile the same binaries from the package files.
const require = createRequire(import.meta.url);
const load = (name: string) => (imports: WebAssembly.Imports) =>
  WebAssembly.instantiate(readFileSync(require.resolve(`argon2id/dist/${name}`)), imports);

export const loadArgon2id = () => setupWasm(load('simd.wasm'), load('no-simd.wasm'));

/** The project's password hasher for Node. */
export const nodePasswordHasher = () => createPasswordHasher(loadArgon2id);
