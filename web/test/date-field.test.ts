import { describe, expect, it } from 'vitest';
import { formatDayField, parseDayField } from '../src/components/date-field';

describe('the day field’s reading of what is typed', () => {
  it('reads day/month/year in Arabic-Indic or Latin digits, and year-month-day', () => {
    expect(parseDayField('٢٧/١١/٢٠٢٦')).toBe('2026-11-27');
    expect(parseDayField('27-11-2026')).toBe('2026-11-27');
    expect(parseDayField(' 1.2.2026 ')).toBe('2026-02-01');
    expect(parseDayField('٢٠٢٦-١١-٢٧')).toBe('2026-11-27');
    expect(parseDayField('')).toBe('');
  });

  it('refuses days that do not exist and short years', () => {
    for (const typed of ['31/2/2026', '27/13/2026', '27/11/26', '27/11', 'أمس']) expect(parseDayField(typed)).toBeNull();
  });

  it('shows a day as ar-EG writes it, day first (on the right), and reads it back', () => {
    expect(formatDayField('2026-11-27')).toBe('٢٧\u200f/١١\u200f/٢٠٢٦');
    expect(parseDayField(formatDayField('2026-03-05'))).toBe('2026-03-05');
  });
});
