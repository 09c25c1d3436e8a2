import { InterviewStatus, MINUTE_MS, Role } from '@kalam/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { notebookShown, savedNotebook, typeLine } from '../notebook-steps';
import { apiToken, newVerifiedStudent, sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const connected = (page: Page) => page.locator('[data-testid="notebook-status"][data-state="connected"]').waitFor();

/** Whether the notebook room lets the token's holder in, asked from a page as the app's provider would. */
const socketOpens = (page: Page, room: string, token: string) =>
  page.evaluate(
    ({ room, token }) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/parties/notebook/${room}?token=${token}`);
        ws.onopen = () => (ws.close(), resolve(true));
        ws.onclose = () => resolve(false);
      }),
    { room, token },
  );

describe("an interview's shared notebook", () => {
  it('the interviewer (desktop) and the applicant (phone) see what the other writes, a reload keeps it, another tutor is refused', {
    timeout: 300_000,
  }, async () => {
    const email = await newVerifiedStudent('Salma Interview', 'notebook.applicant', Role.Tutor);
    const [row] = await sql<{ id: number }>(
      `insert into interviews (interviewer_id, interviewee_id, start, status, created_at, updated_at)
       values ((select id from users where email = 'manager@kalam.test'), (select id from users where email = ?), ?, ?, ?, ?) returning id`,
      [email, Date.now() - 5 * MINUTE_MS, InterviewStatus.Pending, Date.now(), Date.now()],
    );
    const id = row!.id;
    const room = `interview-${id}`;
    const interviewer = await newPage(browser(), baseUrl, DESKTOP);
    const applicant = await newPage(browser(), baseUrl, PHONE);
    await signIn(interviewer.page, 'manager@kalam.test');
    await signIn(applicant.page, email);
    await Promise.all([interviewer.page.goto(`/session?id=${room}`), applicant.page.goto(`/session?id=${room}`)]);
    await Promise.all([connected(interviewer.page), connected(applicant.page)]);
    await interviewer.page.getByRole('heading', { name: 'دفتر المقابلة' }).waitFor();

    const asked = 'Tell me about a class you taught.';
    const answered = 'درّستُ مجموعة من المبتدئين المحادثة.';
    await typeLine(interviewer.page, asked);
    await typeLine(applicant.page, answered);
    for (const page of [interviewer.page, applicant.page]) {
      await expect.poll(notebookShown(page)).toContain(asked);
      await expect.poll(notebookShown(page)).toContain(answered);
    }
    await expect.poll(savedNotebook(id, 'interview'), { timeout: 15_000 }).toContain(asked);
    await expect.poll(savedNotebook(id, 'interview')).toContain(answered);
    await screenshot(interviewer.page, 'interview-notebook-interviewer-desktop');
    await screenshot(applicant.page, 'interview-notebook-applicant-phone');

    // a reload starts from what the room kept
    await applicant.page.reload();
    await connected(applicant.page);
    await expect.poll(notebookShown(applicant.page)).toContain(asked);
    expect(await notebookShown(applicant.page)()).toContain(answered);
    await screenshot(applicant.page, 'interview-notebook-applicant-desktop', DESKTOP);
    await screenshot(interviewer.page, 'interview-notebook-interviewer-phone', PHONE);

    // another tutor finds no such session, and the room refuses their socket that the applicant's opens
    const stranger = await newPage(browser(), baseUrl, PHONE);
    await signIn(stranger.page, 'tutor1@kalam.test');
    await stranger.page.goto(`/session?id=${room}`);
    await stranger.page.getByTestId('session-not-found').waitFor();
    expect(await stranger.page.getByTestId('notebook').count()).toBe(0);
    expect(await socketOpens(stranger.page, room, await apiToken('tutor1@kalam.test'))).toBe(false);
    expect(await socketOpens(stranger.page, room, await apiToken(email))).toBe(true);

    for (const side of [interviewer, applicant]) expect(side.errors).toEqual([]);
    // the stranger's console holds only the two refusals: the session's 404 and the socket's 403
    expect(stranger.errors).toHaveLength(2);
    for (const error of stranger.errors) expect(error).toMatch(/status of 404|response code: 403/);
    for (const side of [interviewer, applicant, stranger]) await side.context.close();
  });
});
