import { PIASTERS_PER_POUND } from '@kalam/core/constants';

/** "٠١٠…" typed with Arabic-Indic (or Persian) digits becomes "010…". */
export const toLatinDigits = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** A number typed in either script ("١٢٥٫٥", "1,250.5"); null when blank or not a number. */
export function parseTypedNumber(text: string): number | null {
  const latin = toLatinDigits(text).replace(/[٬,\s]/g, '').replace('٫', '.');
  if (latin === '' || !/^-?\d*\.?\d+$/.test(latin)) return null;
  return Number(latin);
}

/** Pounds typed in a form → integer piasters; null when it is not a number. */
export function poundsToPiasters(text: string): number | null {
  const pounds = parseTypedNumber(text);
  return pounds === null ? null : Math.round(pounds * PIASTERS_PER_POUND);
}

/** Piasters → the pounds shown in a form's input ("250.5"). */
export const piastersToPounds = (piasters: number) => String(piasters / PIASTERS_PER_POUND);
