import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { freeTimes, pickTime } from '../booking-steps';
import { newPage, PHONE, press, screenshot, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent } from '../people';

// A chosen time that another student takes meanwhile, on a phone (the whole way to a booking: student-journey.test.ts).
const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function phone(b: Browser) {
  const opened = await newPage(b, baseUrl, PHONE);
  // a loaded machine (both cores busy) waits longer for fonts before a screenshot
  opened.page.setDefaultTimeout(45_000);
  return opened;
}

describe('the chosen time survives the way to a booking', () => {
  it('says plainly when the picked time was taken meanwhile, and offers the nearest free times', async () => {
    const { tutorId, starts } = await freeTimes();
    const at = starts[4]!;
    const email = await newVerifiedStudent('نور حسن', 'intent-taken');
    const { context, page } = await phone(browser());
    await page.goto(`/t/${tutorId}`);
    await pickTime(page, at);
    await press(page.getByRole('link', { name: 'لديك حساب؟ سجّل الدخول' }));
    await page.waitForURL(/\/login\?next=/);

    // another student books that time while this one signs in
    const other = await newVerifiedStudent('طالب آخر', 'intent-other');
    const booked = await apiCall('/lesson', { method: 'POST', token: await apiToken(other), body: { tutorId, start: at, duration: 30 } });
    expect(booked.status).toBe(201);

    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'دخول' }).tap();
    await page.waitForURL((url) => url.pathname === `/t/${tutorId}`);
    const taken = page.getByTestId('booking-taken');
    await taken.waitFor();
    expect(await taken.textContent()).toContain('حُجز ولم يعد متاحًا');
    const nearest = taken.getByTestId('booking-nearest');
    await expect.poll(() => nearest.count()).toBeGreaterThan(0);
    await screenshot(page, 'intent-taken-phone');
    const first = (await nearest.first().textContent())!;
    await press(nearest.first());
    await expect.poll(() => page.getByTestId('booking-when').textContent()).toBe(first);
    await expect.poll(() => taken.count()).toBe(0);
    await context.close();
  }, 300_000);
});
