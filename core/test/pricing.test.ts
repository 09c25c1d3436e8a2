import { describe, expect, it } from 'vitest';
import { monthlyPlanFrom } from '../src/pricing';

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

describe('the plan price on tutor cards', () => {
  it("is the cheapest month any plan charges, after the plan's month discount, never a per-lesson figure", () => {
    expect(monthlyPlanFrom([plan(60, 52_000)])).toBe(52_000);
    // a year at 50 % off is charged as a year: the card still quotes a month someone pays
    expect(monthlyPlanFrom([plan(60, 52_000, 624_000, 50)])).toBe(52_000);
    expect(monthlyPlanFrom([plan(120, 78_000), plan(60, 52_000)])).toBe(52_000);
    expect(monthlyPlanFrom([{ ...plan(60, 60_000), fullMonthDiscount: 10 }])).toBe(54_000);
  });

  it('is unknown without plans or with free ones', () => {
    expect(monthlyPlanFrom([])).toBeNull();
    expect(monthlyPlanFrom([plan(60, 0)])).toBeNull();
  });
});
