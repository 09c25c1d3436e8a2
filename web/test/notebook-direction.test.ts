import { describe, expect, it } from 'vitest';
import { directionOf } from '../src/features/notebook/lib/block-direction';

describe("a notebook block's direction from its text", () => {
  it('follows the first letter, as dir="auto" does, past digits and punctuation', () => {
    expect(directionOf('نستخدم to look forward to')).toBe('rtl');
    expect(directionOf('I look forward to the weekend.')).toBe('ltr');
    expect(directionOf('١٢. - «الواجب»')).toBe('rtl');
    expect(directionOf('3) "break the ice" تعني')).toBe('ltr');
  });

  it('has none while the block has no letter', () => {
    expect(directionOf('')).toBeNull();
    expect(directionOf(' ١٢٣ - 45 ؟ ')).toBeNull();
  });
});
