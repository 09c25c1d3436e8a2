import { loadArgon2id } from '../../workers/src/lib/argon2-workerd';
import { createPasswordHasher } from '../../workers/src/lib/password';

// Bench worker: `n` argon2id hashes with the production parameters in one request.
const hasher = createPasswordHasher(loadArgon2id);

export default {
  async fetch(request: Request): Promise<Response> {
    const n = Math.min(100, Number(new URL(request.url).searchParams.get('n') ?? '1'));
    let last = '';
    for (let i = 0; i < n; i++) last = await hasher.hash(`bench-password-${i}!`);
    return Response.json({ n, sample: last.slice(0, 30) });
  },
};
