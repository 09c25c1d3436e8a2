import type { Plan } from './api';
import { PlanPeriod, planPeriodMonths } from './enums';

type PriceFields = Pick<
  Plan,
  | 'fullMonthPrice'
  | 'fullMonthDiscount'
  | 'fullQuarterPrice'
  | 'fullQuarterDiscount'
  | 'halfYearPrice'
  | 'halfYearDiscount'
  | 'fullYearPrice'
  | 'fullYearDiscount'
>;

const FIELDS: Record<PlanPeriod, { price: keyof PriceFields; discount: keyof PriceFields }> = {
  [PlanPeriod.Month]: { price: 'fullMonthPrice', discount: 'fullMonthDiscount' },
  [PlanPeriod.Quarter]: { price: 'fullQuarterPrice', discount: 'fullQuarterDiscount' },
  [PlanPeriod.HalfYear]: { price: 'halfYearPrice', discount: 'halfYearDiscount' },
  [PlanPeriod.Year]: { price: 'fullYearPrice', discount: 'fullYearDiscount' },
};

/** What a checkout costs, in piasters: the period's full price, minus the plan's discount, minus the coupon's. */
export interface CheckoutPrice {
  fullPrice: number;
  /** percent and piasters taken off by the plan's limited-time discount */
  planDiscountPercent: number;
  planDiscount: number;
  /** percent and piasters taken off by the coupon, applied to the price after the plan discount */
  couponDiscountPercent: number;
  couponDiscount: number;
  total: number;
  months: number;
}

/** One function for the checkout screen and the server, so the price shown is the price charged. */
export function checkoutPrice(plan: PriceFields, period: PlanPeriod, couponDiscountPercent = 0): CheckoutPrice {
  const { price, discount } = FIELDS[period];
  const fullPrice = plan[price];
  const planDiscountPercent = plan[discount];
  const afterPlan = Math.round((fullPrice * (100 - planDiscountPercent)) / 100);
  const afterCoupon = Math.round((afterPlan * (100 - couponDiscountPercent)) / 100);
  return {
    fullPrice,
    planDiscountPercent,
    planDiscount: fullPrice - afterPlan,
    couponDiscountPercent,
    couponDiscount: afterPlan - afterCoupon,
    total: afterCoupon,
    months: planPeriodMonths[period],
  };
}

/** A lesson as the tutor cards price it: the common 30 minutes. */
export const PRICED_LESSON_MINUTES = 30;
const WEEKS_PER_MONTH = 52 / 12;

/**
 * The lowest price of a 30-minute lesson through any of these plans and periods (after the plan's discount), in whole
 * piasters; null without plans. Every tutor is booked through the same plans, so this is every tutor's price.
 */
export function lessonPriceFrom(plans: readonly (PriceFields & Pick<Plan, 'weeklyMinutes'>)[]): number | null {
  let best: number | null = null;
  for (const plan of plans) {
    for (const period of [PlanPeriod.Month, PlanPeriod.Quarter, PlanPeriod.HalfYear, PlanPeriod.Year]) {
      const { total, months } = checkoutPrice(plan, period);
      const lessons = (plan.weeklyMinutes * WEEKS_PER_MONTH * months) / PRICED_LESSON_MINUTES;
      if (lessons > 0 && total > 0) best = Math.min(best ?? Infinity, Math.round(total / lessons));
    }
  }
  return best;
}
