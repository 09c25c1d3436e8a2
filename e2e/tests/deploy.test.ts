import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

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
    for (const binding of [
      'env.Inbox (Inbox)',
      'env.Session (Session)',
      'env.Channel (Channel)',
      'env.UPLOADS (kalam-uploads)',
      'env.RECEIPTS (kalam-receipts)',
      'env.ASSETS',
      'env.IMAGES',
    ]) {
      expect(out).toContain(binding);
    }
    expect(out).toMatch(/dry-run/i);
    const bundle = readFileSync(join(outdir, 'index.js'), 'utf8');
    // The cron trigger is configuration, not a printed binding: check both ends of it.
    expect(bundle).toMatch(/async scheduled\(/);
    // the page renderer travels inside the Worker
    expect(bundle).toContain('renderToReadableStream');
    const config = unstable_readConfig({ config: resolve(root, 'wrangler.toml') });
    expect(config.triggers.crons).toEqual(['*/5 * * * *']);
    // the Worker answers every page (rendered, the app's shell or a 404); hashed files skip it
    expect(config.assets?.not_found_handling).toBe('none');
    expect(config.assets?.run_worker_first).toEqual(['/*', '!/assets/*']);
    expect(existsSync(resolve(root, 'web/dist/index.html'))).toBe(true);
    rmSync(outdir, { recursive: true, force: true });
  });
});
