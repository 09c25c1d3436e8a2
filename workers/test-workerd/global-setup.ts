import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { TestProject } from 'vitest/node';
import { startLibsqlServer } from '../../dev/libsql-server';
import { applyMigrations } from '../../dev/migrate';
import { seed } from '../../dev/seed';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'kalam-workerd-'));
  const server = await startLibsqlServer({ file: join(dir, 'kalam.db'), port: 0 });
  const client = createClient({ url: server.url });
  await applyMigrations(client);
  await seed(client);
  client.close();
  project.provide('libsqlUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
