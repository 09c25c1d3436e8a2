import { BOUNDS, PIASTERS_PER_POUND } from './constants';

// Apart from the schemas, so the settings form shows its bounds without loading the validation library.

/** Admin-set bounds of the run-time settings (money in piasters). */
export const PLATFORM_SETTING_BOUNDS = {
  /** 1–100,000 EGP an hour */
  tutorHourlyRate: { min: 1 * PIASTERS_PER_POUND, max: 100_000 * PIASTERS_PER_POUND },
  cancellationWindowHours: { min: 0, max: 72 },
  withdrawal: { min: BOUNDS.withdrawalPounds.min * PIASTERS_PER_POUND, max: BOUNDS.withdrawalPounds.max * PIASTERS_PER_POUND },
} as const;
