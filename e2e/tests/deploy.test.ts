import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('wrangler deploy --dry-run', () => {
  it('bundles the Worker with its assets, Durable Objects, R2 buckets and cron', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'kalam-bundle-'));
    const r = spawnSync(resolve(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' },
      timeout: 120_000,
    });
    const out = `${r.stdout}\n${r.stderr}`;
    expect(r.status, out).toBe(0);
    for (const binding of ['env.Inbox (Inbox)', 'env.Session (Session)', 'env.Channel (Channel)', 'env.UPLOADS (kalam-uploads)', 'env.RECEIPTS (kalam-receipts)', 'env.ASSETS']) {
      expect(out).toContain(binding);
    }
    expect(out).toMatch(/dry-run/i);
    expect(readdirSync(outdir).some((f) => f.endsWith('.js'))).toBe(true);
    expect(existsSync(resolve(root, 'web/dist/index.html'))).toBe(true);
    rmSync(outdir, { recursive: true, force: true });
  });
});
