import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from './seed';
import { ROOT, startStack } from './stack';

// `npm start`: build the SPA, then run the whole marketplace on 127.0.0.1. `npm run dev` (--hot) adds Vite.
const hot = process.argv.includes('--hot');

if (!hot) {
  console.log('Building the web app…');
  const built = spawnSync(resolve(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: resolve(ROOT, 'web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const stack = await startStack({ dataDir: resolve(ROOT, '.data'), hot });
console.log(`
Kalam is running.
  App:        ${stack.viteUrl ?? stack.url}
  API:        ${stack.url}/api/v1/health
  Database:   ${stack.dbUrl} (libSQL over HTTP, file .data/kalam.db)
  Fawry sandbox: ${stack.fawryUrl}/sandbox (local stand-in: orders, mark paid / failed / expired)
  Push service: ${stack.push.url}/ (local stand-in: pushes to its subscriptions, decrypted)
Demo accounts (password ${DEMO_PASSWORD}):
${stack.logins.map((l) => `  ${l.role.padEnd(14)} ${l.email}`).join('\n')}
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  });
}
