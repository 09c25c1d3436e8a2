import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision records are read years later: each says which it is, whether it still holds, and since when.
const dir = resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((f) => f.endsWith('.md'));

describe('decision records', () => {
  it('are numbered once each, named NNN-words.md', () => {
    const numbers = records.map((f) => /^(\d{3})-[a-z0-9-]+\.md$/.exec(f)?.[1]);
    expect(
      numbers.filter((n) => !n),
      'names not NNN-words.md',
    ).toEqual([]);
    expect(new Set(numbers).size).toBe(records.length);
  });

  it.each(records)('%s opens with its number, a title, its status and date; its links to records resolve', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const [title, blank, status] = text.split('\n');
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)} — \\S`));
    expect(blank).toBe('');
    expect(status).toMatch(/^\*Status: (accepted|partly overtaken by .+|overtaken by .+) · \d{4}-\d{2}-\d{2}\*$/);
    for (const [, target] of text.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)) expect(records, `${file} links ${target}`).toContain(target);
  });
});
