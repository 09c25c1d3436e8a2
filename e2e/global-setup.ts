import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../dev/stack';
import { startWorkerControl } from './worker-control';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dbUrl: string;
    fawryUrl: string;
    /** the local push service (subscriptions for tests, pushes received and decrypted) */
    pushUrl: string;
    /** the secret the Worker's local cron trigger asks for (dev/cron.ts `fireScheduled`) */
    triggerSecret: string;
    /** kills and restarts the Worker for fault tests (`workerControl`) */
    workerControlUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-e2e-'));
  // Ports of their own, so a running `npm start` on this machine does not collide.
  const stack = await startStack({ dataDir, apiPort: 4100, dbPort: 4101, quiet: true });
  project.provide('baseUrl', stack.url);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('fawryUrl', stack.fawryUrl);
  project.provide('pushUrl', stack.push.url);
  project.provide('triggerSecret', stack.triggerSecret);
  const control = await startWorkerControl(stack.worker);
  project.provide('workerControlUrl', control.url);
  return async () => {
    await control.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
