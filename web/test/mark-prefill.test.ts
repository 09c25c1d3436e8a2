import { describe, expect, it } from 'vitest';
import { PREFILL_FIELD, prefillPhrase } from '../src/lib/mark-prefill';

describe('a phrase selected in the notebook, as the marks form receives it', () => {
  it('fills the English word, what the student said, or the task', () => {
    expect(PREFILL_FIELD).toEqual({ word: 'word', correction: 'said', homework: 'task' });
  });

  it('makes a selection across lines one line and drops the punctuation picked up around a word', () => {
    expect(prefillPhrase('word', '  “look forward to,”\n')).toBe('look forward to');
    expect(prefillPhrase('word', '(break the ice)؟')).toBe('break the ice');
    expect(prefillPhrase('word', "don't")).toBe("don't");
    expect(prefillPhrase('correction', 'I am agree\n with you.')).toBe('I am agree with you.');
    expect(prefillPhrase('homework', '  اكتب خمس جمل  عن يومك.  ')).toBe('اكتب خمس جمل عن يومك.');
  });
});
