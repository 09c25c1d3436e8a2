import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { runAfterAnswer } from '../lib/after-answer';
import { accountOf, callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { bookLesson, cancelLesson, getLesson, listLessons, rebookLesson } from '../services/lesson';
import { mailLessonBooked } from '../services/lesson-mail';

const idParam = z.object({ id: schemas.fields.id });
/** Optional `Idempotency-Key` header: a replayed booking answers the lesson it made. */
const idempotency = z.object({
  'idempotency-key': z.string().trim().min(8, { error: 'invalid' }).max(100, { error: 'invalid' }).optional(),
});

export const lessonRoutes = new Hono<AppEnv>()
  .post('/', validate('header', idempotency), validate('json', schemas.lesson.create), async (c) => {
    const { lesson, replay } = await bookLesson(
      c.get('deps'),
      callerOf(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
      accountOf(c).users.verified,
    );
    if (!replay) await runAfterAnswer(c, () => mailLessonBooked(c.get('deps'), lesson, callerOf(c)));
    return c.json(lesson, replay ? 200 : 201);
  })
  .patch('/', validate('header', idempotency), validate('json', schemas.lesson.update), async (c) => {
    const { lesson, replay } = await rebookLesson(
      c.get('deps'),
      callerOf(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    if (!replay) await runAfterAnswer(c, () => mailLessonBooked(c.get('deps'), lesson, callerOf(c)));
    return c.json(lesson);
  })
  .get('/list', validate('query', schemas.lesson.listQuery), async (c) =>
    c.json(await listLessons(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await getLesson(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) => {
    const { lesson, tell } = await cancelLesson(c.get('deps'), callerOf(c), c.req.valid('param').id);
    await runAfterAnswer(c, tell);
    return c.json(lesson);
  });
