import { describe, expect, it } from 'vitest';
import { parseTypedNumber, piastersToPounds, poundsToPiasters, toLatinDigits } from '../src/numbers';

describe('typed numbers', () => {
  it('turns Arabic-Indic and Persian digits into Latin ones and leaves the rest', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('رقم ٠١٠ abc')).toBe('رقم 010 abc');
  });

  it('reads a number in either script, with separators and a sign', () => {
    expect(parseTypedNumber('١٢٥٫٥')).toBe(125.5);
    expect(parseTypedNumber('1,250.5')).toBe(1250.5);
    expect(parseTypedNumber('١٬٢٥٠')).toBe(1250);
    expect(parseTypedNumber('-3')).toBe(-3);
    expect(parseTypedNumber('')).toBeNull();
    expect(parseTypedNumber('12abc')).toBeNull();
  });
});

describe('money typed in pounds', () => {
  it('becomes integer piasters', () => {
    expect(poundsToPiasters('١٢٥٫٥٠')).toBe(12_550);
    expect(poundsToPiasters('1,250.5')).toBe(125_050);
    expect(poundsToPiasters('0.1')).toBe(10);
    expect(poundsToPiasters('19.99')).toBe(1_999);
    expect(poundsToPiasters('7')).toBe(700);
  });

  it('refuses what is not a sum of money: blank, negative, more than 2 decimals, words', () => {
    for (const text of ['', ' ', '-5', '-0.5', '1.005', '12.345', 'abc', '1e3', '.5']) expect(poundsToPiasters(text), text).toBeNull();
  });

  it('goes back to the text an input holds', () => {
    expect(piastersToPounds(125_050)).toBe('1250.5');
    expect(piastersToPounds(poundsToPiasters('99.99')!)).toBe('99.99');
  });
});
