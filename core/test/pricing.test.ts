import { describe, expect, it } from 'vitest';
import { lessonPriceFrom } from '../src/pricing';

const plan = (weeklyMinutes: number, monthPiasters: number, yearPiasters = monthPiasters * 12, yearDiscount = 0) => ({
  weeklyMinutes,
  fullMonthPrice: monthPiasters,
  fullMonthDiscount: 0,
  fullQuarterPrice: monthPiasters * 3,
  fullQuarterDiscount: 0,
  halfYearPrice: monthPiasters * 6,
  halfYearDiscount: 0,
  fullYearPrice: yearPiasters,
  fullYearDiscount: yearDiscount,
});

describe('the price of a lesson on tutor cards', () => {
  it('is the cheapest 30 minutes any plan and period buys, after discounts', () => {
    // 60 min a week ≈ 8.67 half-hour lessons a month for 520 EGP → 60 EGP a lesson; a year at 50 % off halves it
    expect(lessonPriceFrom([plan(60, 52_000)])).toBe(6_000);
    expect(lessonPriceFrom([plan(60, 52_000, 624_000, 50)])).toBe(3_000);
    expect(lessonPriceFrom([plan(60, 52_000), plan(120, 78_000)])).toBe(4_500);
  });

  it('is unknown without plans or with free ones', () => {
    expect(lessonPriceFrom([])).toBeNull();
    expect(lessonPriceFrom([plan(60, 0)])).toBeNull();
  });
});
