import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The gate `npm test` runs first (`npm run lint`), run over small trees laid out like ours with the project's own rules.
const root = resolve(import.meta.dirname, '../..');
const [biomeStep = '', unusedStep = ''] = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { lint: string } }
).scripts.lint.split(' && ');
const [tool, ...args] = biomeStep.split(' ');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function gate(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lint-gate-'));
  dirs.push(dir);
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // the fixture tree is not a git checkout, and the schema path is ours
  const { vcs: _vcs, $schema: _schema, ...rules } = config;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(rules));
  // our own rules (GritQL plugins), where the config names them
  cpSync(join(root, 'lint'), join(dir, 'lint'), { recursive: true });
  const biome = join(root, 'node_modules/.bin', tool ?? 'biome');
  spawnSync(biome, ['format', '--write', 'biome.json'], { cwd: dir });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const r = spawnSync(biome, [...args, '--colors=off'], { cwd: dir, encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

const tutorsApi = "export const tutorsKey = ['tutors'] as const;\n";

describe('the lint and format gate', () => {
  it('is what npm run lint runs, failing on warnings as well as errors', () => {
    expect(tool).toBe('biome');
    expect(args).toEqual(['ci', '--error-on-warnings', '.']);
  });

  it('passes a tidy file', () => {
    const r = gate({ 'workers/src/lib/tidy.ts': 'export const double = (n: number) => n * 2;\n' });
    expect(r.output).not.toMatch(/lint\//);
    expect(r.ok).toBe(true);
  });

  it('fails on a file that is not formatted', () => {
    const r = gate({ 'workers/src/lib/untidy.ts': 'export const double = (n:number)=>n*2\n' });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/format/i);
  });

  it('fails when a web feature imports another feature, or shared code imports a feature', () => {
    const r = gate({
      'web/src/features/tutors/api/tutors.ts': tutorsApi,
      'web/src/features/chat/api/rooms.ts':
        "import { tutorsKey } from '../../tutors/api/tutors';\n\nexport const roomsKey = [...tutorsKey, 'rooms'];\n",
      'web/src/lib/cache.ts': "import { tutorsKey } from '../features/tutors/api/tutors';\n\nexport const all = [tutorsKey];\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('A feature imports no other feature');
    expect(r.output).toContain('Shared web code imports no feature');
  });

  it('fails when core imports our other packages, or the Worker imports the web app beyond its page renderer', () => {
    const r = gate({
      'core/src/bad.ts': "import { x } from '@kalam/workers/x';\n\nexport const y = x;\n",
      'workers/src/bad.ts': "import { y } from '@kalam/web/src/lib/format';\n\nexport const z = y;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('core imports nothing of ours');
    expect(r.output).toContain('The Worker imports nothing of the web app');
  });

  it('fails on a non-null assertion, a floating promise, an unused import and an import cycle', () => {
    const r = gate({
      'workers/src/lib/a.ts': "import { b } from './b';\n\nexport const a = () => b();\n",
      'workers/src/lib/b.ts': "import { a } from './a';\nimport { unused } from './c';\n\nexport const b = (): string => String(a);\n",
      'workers/src/lib/c.ts':
        'export const unused = 1;\nexport const first = (xs: string[]) => xs[0]!;\n\nexport async function later(work: () => Promise<void>) {\n  work();\n}\n',
    });
    expect(r.ok).toBe(false);
    for (const rule of ['noNonNullAssertion', 'noFloatingPromises', 'noUnusedImports', 'noImportCycles']) expect(r.output).toContain(rule);
  });

  it('fails on a paged query written outside pageOf in the Worker, and passes one through it', () => {
    const page = 'export const pageOf = (rows: { limit(n: number): { offset(n: number): unknown } }) => rows.limit(10).offset(20);\n';
    const r = gate({
      'workers/src/db/page.ts': page,
      'workers/src/services/lists.ts':
        "import { pageOf } from '../db/page';\n\nexport const paged = (rows: Parameters<typeof pageOf>[0]) => pageOf(rows);\nexport const byHand = (rows: Parameters<typeof pageOf>[0]) => rows.limit(10).offset(20);\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('A paged query goes through pageOf');
    expect(r.output).toContain('workers/src/services/lists.ts:4');
    expect(r.output).not.toMatch(/workers\/src\/db\/page\.ts:\d/);
    expect(gate({ 'workers/src/db/page.ts': page }).ok).toBe(true);
  });

  it('fails on a hook called conditionally', () => {
    const r = gate({
      'web/src/components/maybe.tsx':
        "import { useState } from 'react';\n\nexport function Maybe({ on }: { on: boolean }) {\n  if (on) {\n    const [n] = useState(0);\n    return <p>{n}</p>;\n  }\n  return null;\n}\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('useHookAtTopLevel');
  });
});

describe('the web gate: one confirm, one form layer, one error message', () => {
  const confirm = 'export function ConfirmDialog() {\n  return <div role="alertdialog">…</div>;\n}\n';

  it('fails on an alert dialog built by hand, and passes the one confirm', () => {
    const r = gate({
      'web/src/components/confirm-dialog.tsx': confirm,
      'web/src/features/lessons/cancel.tsx':
        'export function Cancel({ onYes }: { onYes: () => void }) {\n  return (\n    <div role="alertdialog" aria-label="إلغاء الدرس؟">\n      <button type="button" onClick={onYes}>\n        نعم\n      </button>\n    </div>\n  );\n}\n',
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('An alert dialog is the one ConfirmDialog');
    expect(r.output).toContain('web/src/features/lessons/cancel.tsx:3');
    expect(r.output).not.toMatch(/confirm-dialog\.tsx:\d/);
    expect(gate({ 'web/src/components/confirm-dialog.tsx': confirm }).ok).toBe(true);
  });

  it('fails on a form that reads typed digits by hand, and passes a select read as its option', () => {
    const r = gate({
      'web/src/features/account/year.ts':
        "const values = { year: '', city: '' };\n\nexport const year = parseInt(values.year, 10);\nexport const city = Number(values.city);\nexport const latin = values.year.replace(/[\\u0660-\\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));\nexport const eastern = values.year.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));\n",
      'web/src/features/admin/price.ts':
        "import { parseTypedNumber, poundsToPiasters } from '@kalam/core/numbers';\n\nexport const price = poundsToPiasters('١٢٥٫٥');\nexport const minutes = parseTypedNumber('٦٠');\n",
      'web/src/features/account/tidy.ts':
        "export const cities = [1, 2] as const;\nexport const city = (chosen: string) => cities.find((c) => String(c) === chosen) ?? null;\nexport const slug = (s: string) => s.replace(/-/g, ' ');\nexport const size = (e: { target: { value: string } }) => Number(e.target.value);\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('A form reads typed digits through the form layer');
    for (const line of [3, 4, 5, 6]) expect(r.output).toContain(`web/src/features/account/year.ts:${line}`);
    // pounds and numbers too: typedPiasters and typedNumber read them the same way in every form
    for (const line of [3, 4]) expect(r.output).toContain(`web/src/features/admin/price.ts:${line}`);
    expect(r.output).not.toMatch(/tidy\.ts:\d/);
  });

  it('fails on a form that checks its input by hand, and passes the one submit', () => {
    const layer =
      "import { fieldErrorsFromZod } from '@kalam/core/validation';\nimport type { z } from 'zod';\n\nexport const submit = (schema: z.ZodType, input: unknown) => {\n  const parsed = schema.safeParse(input);\n  return parsed.success ? {} : fieldErrorsFromZod(parsed.error);\n};\n";
    const r = gate({
      'web/src/lib/use-form-errors.ts': layer,
      'web/src/features/contact/send.ts':
        "import { fieldErrorsFromZod } from '@kalam/core/validation';\nimport type { z } from 'zod';\n\nexport function send(schema: z.ZodType, input: unknown) {\n  const parsed = schema.safeParse(input);\n  if (!parsed.success) return fieldErrorsFromZod(parsed.error);\n  return JSON.parse(JSON.stringify(parsed.data)) as unknown;\n}\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('A form submits through the form layer');
    for (const line of [5, 6]) expect(r.output).toContain(`web/src/features/contact/send.ts:${line}`);
    expect(r.output).not.toMatch(/send\.ts:7\b/);
    expect(r.output).not.toMatch(/use-form-errors\.ts:\d/);
    expect(gate({ 'web/src/lib/use-form-errors.ts': layer }).ok).toBe(true);
  });

  it('fails on an API error told by its catalogue key by hand, and passes the one message', () => {
    const t = 'declare const t: (key: string, options?: object) => string;\ndeclare const err: { code: string };\n';
    const r = gate({
      'web/src/lib/error-message.ts': `${t}export const apiErrorMessage = () => t(\`errors.api.\${err.code}\`);\n`,
      'web/src/features/chat/start.ts': `${t}export const said = t(\`errors.api.\${err.code}\`, { defaultValue: t('common.genericError') });\nexport const field = t(\`errors.field.\${err.code}\`);\nexport const network = t('errors.api.network');\n`,
    });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('An API error is told by apiErrorMessage');
    expect(r.output).toContain('web/src/features/chat/start.ts:3');
    expect(r.output).not.toMatch(/start\.ts:[45]\b/);
    expect(r.output).not.toMatch(/error-message\.ts:\d/);
  });
});

// The size rules, the unused-file and unused-export check, and the workers projects' console.error rule (decision 045).
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

/** The unused-code step of `npm run lint` over a small tree of workspaces laid out like ours, with our own config. */
function unusedGate(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'unused-gate-'));
  dirs.push(dir);
  const tree: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', workspaces: ['core', 'workers', 'web'] }),
    'core/package.json': JSON.stringify({ name: '@kalam/core', private: true, type: 'module', exports: { './*': './src/*.ts' } }),
    'workers/package.json': JSON.stringify({ name: '@kalam/workers', private: true, type: 'module' }),
    'web/package.json': JSON.stringify({ name: '@kalam/web', private: true, type: 'module' }),
    'web/src/ssr/render.tsx': 'export const render = () => "";\n',
    ...files,
  };
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  cpSync(join(root, 'knip.ts'), join(dir, 'knip.ts'));
  const [command = '', ...rest] = unusedStep.split(' ');
  const r = spawnSync(bin(command), [...rest.filter((a) => a !== '--cache'), '--no-progress'], { cwd: dir, encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

/** A vitest run of one fixture test file in a workers project, with that project's own config. */
function workersTest(config: string, name: string, body: string): { ok: boolean; output: string } {
  const file = join(root, 'workers/test', `${name}.test.ts`);
  writeFileSync(file, body);
  try {
    const r = spawnSync(bin('vitest'), ['run', '--config', join(root, config), '--reporter=default', file], {
      cwd: join(root, 'workers'),
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe('the size, unused-code and console.error gates', () => {
  it('is part of npm run lint', () => {
    expect(unusedStep.split(' ')[0]).toBe('knip');
  });

  it('fails on a file over 400 lines and on a function over 120, and lets a test file be long', () => {
    const long = lines(401, (i) => `export const n${i} = ${i};`);
    const body = lines(121, (i) => `  total += ${i};`);
    const fn = `export function sum(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
    const r = gate({ 'workers/src/lib/long.ts': `${long}\n`, 'web/src/lib/sum.ts': fn });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('noExcessiveLinesPerFile');
    expect(r.output).toContain('noExcessiveLinesPerFunction');
    expect(gate({ 'workers/test/long.test.ts': `${long}\n`, 'web/src/lib/short.ts': fn.replace(body, '  total += 1;') }).ok).toBe(true);
  });

  it('fails on an unused file and an unused export, and passes when every export is imported', () => {
    const used = {
      'workers/src/index.ts':
        "import { double } from './lib/double';\n\nexport default { fetch: () => new Response(String(double(2))) };\n",
      'workers/src/lib/double.ts': 'export const double = (n: number) => n * 2;\n',
    };
    expect(unusedGate(used).ok).toBe(true);
    const r = unusedGate({
      ...used,
      'workers/src/lib/double.ts': 'export const double = (n: number) => n * 2;\nexport const triple = (n: number) => n * 3;\n',
      'workers/src/lib/orphan.ts': 'export const orphan = 1;\n',
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/Unused files[\s\S]*workers\/src\/lib\/orphan\.ts/);
    expect(r.output).toMatch(/Unused exports[\s\S]*triple/);
  });

  it('fails a workers test that logs console.error, and passes one that allows what it expects', () => {
    const test = (allow: string) =>
      `import { expect, it } from 'vitest';\nimport { allowConsoleError } from './console-error';\n\nit('logs', () => {\n  ${allow}console.error('mail: not sent');\n  expect(1).toBe(1);\n});\n`;
    const failing = workersTest('workers/vitest.config.ts', 'gate-fixture-console-error', test(''));
    expect(failing.ok).toBe(false);
    expect(failing.output).toContain('console.error during this test');
    expect(failing.output).toContain('mail: not sent');
    expect(workersTest('workers/vitest.config.ts', 'gate-fixture-console-error', test('allowConsoleError(/not sent/);\n  ')).ok).toBe(true);
  });
});
