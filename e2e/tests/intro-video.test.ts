import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, press, screenshot, useBrowser } from '../browser';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('a demo tutor’s intro video', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('plays on the profile’s video tab on a %s: a stored WebM with its thumbnail', async (size, device) => {
    const withVideo = await sql<{ id: number }>(
      "select u.id from users u join tutors t on t.user_id = u.id where t.video is not null and u.email like '%@kalam.test' order by u.id",
    );
    expect(withVideo.length).toBeGreaterThanOrEqual(3);
    const { context, page, errors } = await newPage(browser(), baseUrl, device);
    await page.goto(`/t/${withVideo[0]!.id}`);
    await press(page.getByRole('tab', { name: 'فيديو تعريفي' }));
    const video = page.getByTestId('intro-video');
    await video.waitFor();
    expect(await video.getAttribute('poster')).toMatch(/\.webp$/);
    // what the browser read from the stored file: its picture size and length
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? [v.videoWidth, v.videoHeight, Math.round(v.duration)] : null)),
      )
      .toEqual([640, 360, 4]);
    await screenshot(page, `intro-video-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
