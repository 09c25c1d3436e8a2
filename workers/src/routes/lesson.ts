import { lessonRoutes as defs } from '@kalam/core/routes/lesson';
import { runAfterAnswer } from '../lib/after-answer';
import { accountOf, callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { bookingAllowance } from '../services/booking-allowance';
import { bookLesson, rebookLesson } from '../services/lesson';
import { cancelLesson } from '../services/lesson-cancel';
import { mailLessonBooked } from '../services/lesson-mail';
import { getLesson, listLessons } from '../services/lesson-view';

export const lessonRoutes = routerOf(defs, {
  book: async (c) => {
    const { lesson, replay } = await bookLesson(
      c.get('deps'),
      callerOf(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
      (await accountOf(c)).users.verified,
    );
    if (!replay) await runAfterAnswer(c, () => mailLessonBooked(c.get('deps'), lesson, callerOf(c)));
    return c.json(lesson, replay ? 200 : 201);
  },
  allowance: async (c) => c.json(await bookingAllowance(c.get('deps'), callerOf(c), c.req.valid('query'))),
  move: async (c) => {
    const { lesson, replay } = await rebookLesson(
      c.get('deps'),
      callerOf(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    const { reason } = c.req.valid('json');
    if (!replay) await runAfterAnswer(c, () => mailLessonBooked(c.get('deps'), lesson, callerOf(c), { reason }));
    return c.json(lesson);
  },
  list: async (c) => c.json(await listLessons(c.get('deps'), callerOf(c), c.req.valid('query'))),
  get: async (c) => c.json(await getLesson(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  cancel: async (c) => {
    const { lesson, tell } = await cancelLesson(c.get('deps'), callerOf(c), c.req.valid('param').id);
    await runAfterAnswer(c, tell);
    return c.json(lesson);
  },
});
