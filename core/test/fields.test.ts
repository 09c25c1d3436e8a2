import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fields } from '../src/index';

const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? 'ok' : r.error!.issues[0]!.message);
const chars = (s: string) => fc.constantFrom(...s.split(''));
const lower = chars('abcdefghijklmnopqrstuvwxyz');
const digit = chars('0123456789');
const arabicLetters = chars('ابتثجحخدذرزسشصضطظعغفقكلمنهوي');

describe('email', () => {
  const local = fc.string({ unit: chars('abcdefghijklmnopqrstuvwxyz0123456789._+-'), minLength: 1, maxLength: 20 });
  const label = fc.string({ unit: chars('abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 12 });
  const tld = fc.string({ unit: lower, minLength: 2, maxLength: 4 });

  it('accepts local@domain.tld with a 2–4 letter TLD, lowercased', () => {
    fc.assert(
      fc.property(local, label, tld, (l, d, t) => {
        const r = fields.email.safeParse(`${l}@${d}.${t}`.toUpperCase());
        expect(r.success).toBe(true);
        expect(r.data).toBe(`${l}@${d}.${t}`);
      }),
    );
  });

  it('rejects a TLD outside 2–4 letters, a missing @ or spaces', () => {
    fc.assert(
      fc.property(
        local,
        label,
        fc.oneof(fc.string({ unit: lower, minLength: 5, maxLength: 8 }), lower, fc.string({ unit: digit, minLength: 2, maxLength: 3 })),
        (l, d, t) => {
          expect(codeOf(fields.email.safeParse(`${l}@${d}.${t}`))).toBe('invalid-email');
        },
      ),
    );
    fc.assert(
      fc.property(local, label, tld, (l, d, t) => {
        expect(codeOf(fields.email.safeParse(`${l}${d}.${t}`))).toBe('invalid-email');
        expect(codeOf(fields.email.safeParse(`${l} x@${d}.${t}`))).toBe('invalid-email');
        expect(codeOf(fields.email.safeParse(`@${d}.${t}`))).toBe('invalid-email');
        expect(codeOf(fields.email.safeParse(`${l}@${d}`))).toBe('invalid-email');
        expect(codeOf(fields.email.safeParse(`${l}@@${d}.${t}`))).toBe('invalid-email');
      }),
    );
  });
});

describe('Egyptian mobile phone', () => {
  const rest = fc.string({ unit: digit, minLength: 8, maxLength: 8 });
  it('accepts 01 + 0/1/2/5 + 8 digits', () => {
    fc.assert(fc.property(chars('0125'), rest, (op, r) => void expect(fields.egyptianPhone.safeParse(`01${op}${r}`).success).toBe(true)));
  });
  it('rejects other operators, lengths and prefixes', () => {
    fc.assert(
      fc.property(
        chars('346789'),
        rest,
        (op, r) => void expect(codeOf(fields.egyptianPhone.safeParse(`01${op}${r}`))).toBe('invalid-phone'),
      ),
    );
    fc.assert(
      fc.property(
        chars('0125'),
        fc.string({ unit: digit, minLength: 0, maxLength: 12 }).filter((s) => s.length !== 8),
        (op, r) => void expect(codeOf(fields.egyptianPhone.safeParse(`01${op}${r}`))).toBe('invalid-phone'),
      ),
    );
    fc.assert(
      fc.property(
        chars('0125'),
        rest,
        (op, r) => void expect(codeOf(fields.egyptianPhone.safeParse(`+201${op}${r}`))).toBe('invalid-phone'),
      ),
    );
  });

  it('reads a number typed in Arabic-Indic digits as the same number', () => {
    expect(fields.egyptianPhone.parse('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
  });
});

describe('password', () => {
  const body = fc.string({ unit: chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789!@#$%^&*'), minLength: 5, maxLength: 47 });
  it('accepts 8–50 characters with a digit, a lowercase letter and a symbol, no spaces', () => {
    fc.assert(
      fc.property(body, lower, digit, chars('!@#$%^&*_-'), (b, l, d, s) => {
        const pw = `${b}${l}${d}${s}`.slice(0, 50);
        fc.pre(pw.length >= 8 && /\d/.test(pw) && /[a-z]/.test(pw) && /\W/.test(pw));
        expect(fields.password.safeParse(pw).success).toBe(true);
      }),
    );
  });
  it('names the rule a password breaks', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 7 }),
        (pw) => void expect(codeOf(fields.password.safeParse(pw))).toBe('short-password'),
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 51, maxLength: 80 }),
        (pw) => void expect(codeOf(fields.password.safeParse(pw))).toBe('long-password'),
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: chars('abcdefgh0123456'), minLength: 8, maxLength: 50 }),
        (pw) => void expect(codeOf(fields.password.safeParse(pw))).toBe('invalid-password'),
      ),
    );
    expect(codeOf(fields.password.safeParse('abc 123!xyz'))).toBe('invalid-password');
  });
  it('rejects an otherwise valid password that lacks a digit, a lowercase letter or a symbol, or holds a space', () => {
    const valid = fc
      .tuple(body, lower, digit, chars('!@#$%^&*'))
      .map(([b, l, d, s]) => `${b}${l}${d}${s}`.slice(0, 49))
      .filter((pw) => /\d/.test(pw) && /[a-z]/.test(pw) && /\W/.test(pw));
    const breakers: ((pw: string) => string)[] = [
      (pw) => pw.replace(/\d/g, 'X'),
      (pw) => pw.replace(/[a-z]/g, 'Y'),
      (pw) => pw.replace(/\W/g, 'z'),
      (pw) => `${pw.slice(0, 4)} ${pw.slice(4)}`,
    ];
    fc.assert(
      fc.property(valid, fc.constantFrom(...breakers), (pw, breakIt) => {
        const broken = breakIt(pw);
        fc.pre(broken.length >= 8 && broken.length <= 50);
        expect(codeOf(fields.password.safeParse(broken))).toBe('invalid-password');
      }),
    );
  });
});

describe('user name', () => {
  const word = fc.string({ unit: fc.oneof(lower, arabicLetters), minLength: 1, maxLength: 9 });
  it('accepts Latin and Arabic letters with spaces, 2–30 characters', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const name = `${a} ${b}`;
        expect(fields.userName.safeParse(name).success).toBe(true);
      }),
    );
  });
  it('accepts Arabic names written with diacritics', () => {
    expect(fields.userName.safeParse('مُحَمَّد عَلِيّ').success).toBe(true);
  });
  it('rejects digits and symbols of either script, and too short or too long names', () => {
    fc.assert(
      fc.property(
        word,
        fc.oneof(digit, chars('!@#_-.')),
        (w, bad) => void expect(codeOf(fields.userName.safeParse(`${w}x${bad}`))).toBe('invalid-user-name'),
      ),
    );
    fc.assert(
      fc.property(
        word,
        chars('٠١٢٣٤٥٦٧٨٩،؟؛'),
        (w, bad) => void expect(codeOf(fields.userName.safeParse(`${w}ب${bad}`))).toBe('invalid-user-name'),
      ),
    );
    expect(codeOf(fields.userName.safeParse('a'))).toBe('short-user-name');
    expect(codeOf(fields.userName.safeParse('a'.repeat(31)))).toBe('long-user-name');
  });
});

describe('Arabic bio', () => {
  it('accepts Arabic text of 5–60 characters with at least five Arabic letters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: arabicLetters, minLength: 5, maxLength: 30 }),
        fc.string({ unit: arabicLetters, minLength: 0, maxLength: 25 }),
        (a, b) => {
          expect(fields.arabicBio.safeParse(`${a} ${b}`.trim()).success).toBe(true);
        },
      ),
    );
  });
  it('rejects Latin text, fewer than five Arabic letters, empty and too long bios', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: lower, minLength: 5, maxLength: 60 }),
        (s) => void expect(codeOf(fields.arabicBio.safeParse(s))).toBe('invalid-bio'),
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: arabicLetters, minLength: 5, maxLength: 20 }),
        fc.string({ unit: lower, minLength: 1, maxLength: 10 }),
        (a, latin) => void expect(codeOf(fields.arabicBio.safeParse(`${a} ${latin}`))).toBe('invalid-bio'),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(arabicLetters, { minLength: 3, maxLength: 4 }),
        (letters) => void expect(codeOf(fields.arabicBio.safeParse(letters.join('  ')))).toBe('invalid-bio'),
      ),
    );
    expect(codeOf(fields.arabicBio.safeParse('   '))).toBe('empty-bio');
    expect(codeOf(fields.arabicBio.safeParse('ابت'))).toBe('short-bio');
    expect(codeOf(fields.arabicBio.safeParse('ا'.repeat(61)))).toBe('long-bio');
  });
});
