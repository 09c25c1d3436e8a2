import type { computeHash } from 'argon2id';

// argon2id with the OWASP baseline (m = 19 MiB, t = 2, p = 1), stored as a PHC string so parameters can change later.
export const ARGON2_PARAMS = { memorySize: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** true when the stored hash was made with other parameters */
  needsRehash(stored: string): boolean;
}

const encoder = new TextEncoder();
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** `load` instantiates the wasm once, on first use (Workers forbid that work at module top level). */
export function createPasswordHasher(load: () => Promise<computeHash>): PasswordHasher {
  let loaded: Promise<computeHash> | undefined;
  const run = async (password: string, salt: Uint8Array, p: { m: number; t: number; p: number; len: number }) =>
    (await (loaded ??= load()))({
      password: encoder.encode(password.normalize('NFKC')),
      salt,
      memorySize: p.m,
      passes: p.t,
      parallelism: p.p,
      tagLength: p.len,
    });
  const current = { m: ARGON2_PARAMS.memorySize, t: ARGON2_PARAMS.passes, p: ARGON2_PARAMS.parallelism, len: ARGON2_PARAMS.tagLength };

  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const tag = await run(password, salt, current);
      return `$argon2id$v=19$m=${current.m},t=${current.t},p=${current.p}$${b64(salt)}$${b64(tag)}`;
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const tag = await run(password, parsed.salt, { ...parsed.params, len: parsed.tag.length });
      return equalBytes(tag, parsed.tag);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.params.m !== current.m || parsed.params.t !== current.t || parsed.params.p !== current.p;
    },
  };
}

function parse(stored: string) {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!m) return null;
  const [, memory, time, lanes, salt = '', tag = ''] = m;
  return { params: { m: Number(memory), t: Number(time), p: Number(lanes) }, salt: unb64(salt), tag: unb64(tag) };
}

/** Compares in time that depends only on the length. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
