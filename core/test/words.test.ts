import { describe, expect, it } from 'vitest';
import { arabicNumber, durationText, zoneName } from '../src/words';

describe('counts and durations in Arabic, for screens and mails alike', () => {
  it('uses the dual and the Arabic plural forms with Arabic-Indic digits', () => {
    expect(durationText(60)).toBe('ساعة');
    expect(durationText(120)).toBe('ساعتين');
    expect(durationText(180)).toBe('٣ ساعات');
    expect(durationText(660)).toBe('١١ ساعة');
    expect(durationText(6000)).toBe('١٠٠ ساعة');
    expect(durationText(1)).toBe('دقيقة');
    expect(durationText(2)).toBe('دقيقتين');
    expect(durationText(5)).toBe('٥ دقائق');
    expect(durationText(30)).toBe('٣٠ دقيقة');
    expect(durationText(90)).toBe('ساعة و٣٠ دقيقة');
    expect(durationText(125)).toBe('ساعتين و٥ دقائق');
    expect(durationText(0)).toBe('٠ دقيقة');
    expect(arabicNumber(1250)).toBe('١٬٢٥٠');
  });

  it('names time zones in Arabic: Cairo by its city, others by their Arabic name, never by the IANA id', () => {
    expect(zoneName('Africa/Cairo')).toBe('بتوقيت القاهرة');
    expect(zoneName('Asia/Dubai')).toBe('بتوقيت الخليج');
    expect(zoneName('Asia/Riyadh')).toBe('بالتوقيت العربي الرسمي');
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Kuwait', 'Europe/Berlin'])
      expect(zoneName(zone)).toMatch(/^ب(ال)?توقيت [^A-Za-z/]+$/);
  });
});
