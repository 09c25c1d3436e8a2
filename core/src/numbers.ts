import { PIASTERS_PER_POUND } from './constants';

/** "٠١٠…" typed with Arabic-Indic (or Persian) digits becomes "010…". */
export const toLatinDigits = (s: string) =>
  s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** A typed number in either script, with group separators and the Arabic decimal point made plain ("1250.5"). */
const plainNumber = (text: string) =>
  toLatinDigits(text)
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');

/** A number typed in either script ("١٢٥٫٥", "1,250.5", "-3"); null when blank or not a number. */
export function parseTypedNumber(text: string): number | null {
  const latin = plainNumber(text);
  if (latin === '' || !/^-?\d*\.?\d+$/.test(latin)) return null;
  return Number(latin);
}

/** Pounds typed in a form ("١٢٥٫٥٠", "1,250.5") → integer piasters; null unless it is a sum of money: no sign, at most 2 decimals. */
export function poundsToPiasters(text: string): number | null {
  const latin = plainNumber(text);
  if (!/^\d+(\.\d{0,2})?$/.test(latin)) return null;
  return Math.round(Number(latin) * PIASTERS_PER_POUND);
}

/** Piasters → the plain pounds text an input holds: 125050 → "1250.5". */
export const piastersToPounds = (piasters: number) => String(piasters / PIASTERS_PER_POUND);
