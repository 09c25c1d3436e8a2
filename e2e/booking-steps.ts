import { type AvailabilityView, DAY_MS, daysFrom, type Paged, startTimes, type TutorCard } from '@kalam/core';
import type { Page } from 'playwright-core';
import { press } from './browser';
import { apiCall, apiToken, newVerifiedStudent, sql } from './people';

/** Steps of a student's way to a booking that more than one browser test takes. */
const ZONE = 'Africa/Cairo';

/** A tutor's free 30-minute starts between two and nine days ahead (clear of notice periods and of today's edge). */
export async function freeTimes(): Promise<{ tutorId: number; name: string; shown: string; starts: number[] }> {
  const from = Date.now() + 2 * DAY_MS;
  const to = Date.now() + 9 * DAY_MS;
  const tutors = await apiCall<Paged<TutorCard>>('/user/tutor/list/onboarded?size=30');
  for (const tutor of tutors.body.list.toReversed()) {
    const view = await apiCall<AvailabilityView>(`/availability-slot/?tutorId=${tutor.id}&from=${from}&to=${to}`);
    const starts = startTimes(view.body.bookable, 30);
    // `shown`: the name cards and profiles show (the Arabic display name where the tutor gave one)
    if (starts.length >= 6) return { tutorId: tutor.id, name: tutor.name, shown: tutor.nameAr ?? tutor.name, starts };
  }
  throw new Error('no tutor with six free half hours next week');
}

/**
 * A new student with a 30-minute lesson of a tutor with free times, moved in the database to `start` (now or past). Its
 * cells go with it: left behind, the time it was booked at would stay held while every list shows it free.
 */
export async function lessonAt(start: number, studentName: string, emailTag: string) {
  const { tutorId, starts } = await freeTimes();
  const [tutor] = await sql<{ email: string }>('select email from users where id = ?', [tutorId]);
  const email = await newVerifiedStudent(studentName, emailTag);
  const booked = await apiCall<{ id: number }>('/lesson', {
    method: 'POST',
    token: await apiToken(email),
    body: { tutorId, start: starts[0], duration: 30 },
  });
  if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  const lessonId = booked.body.id;
  await sql('update lessons set start = ? where id = ?', [start, lessonId]);
  await sql('delete from tutor_cells where lesson_id = ?', [lessonId]);
  await sql('delete from student_cells where lesson_id = ?', [lessonId]);
  return { lessonId, tutorId, tutorEmail: tutor!.email, email };
}

/** A time as the booking panel names it: «٥:٣٠ م». */
export const timeLabel = (at: number) =>
  new Intl.DateTimeFormat('ar-EG', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(at);

/** A weekday as the tutors filter names it: «الأحد». */
export const weekdayLabel = (at: number) => new Intl.DateTimeFormat('ar-EG', { timeZone: ZONE, weekday: 'long' }).format(at);

/** Picks a day, 30 minutes and a time in the booking panel, as the person's device presses. */
export async function pickTime(page: Page, at: number) {
  const day = daysFrom(Date.now(), 14, ZONE).findIndex((d) => at >= d.start && at < d.end);
  const strip = page.getByTestId('booking-day').nth(day);
  await strip.scrollIntoViewIfNeeded();
  await press(strip);
  await press(page.getByRole('radio', { name: '٣٠ دقيقة' }));
  await press(page.getByRole('button', { name: timeLabel(at), exact: true }));
  await page.waitForURL((url) => url.searchParams.get('at') === String(at));
}

/** Latin digits as an Egyptian phone keyboard types them: «٤٩٢٩». */
export const arabicDigits = (latin: string) => latin.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
