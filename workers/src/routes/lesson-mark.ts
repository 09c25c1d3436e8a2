import { lessonMarkRoutes as defs } from '@kalam/core/routes/lesson-mark';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { addMark, editMark, lessonRecap, removeMark, setHomeworkDone } from '../services/lesson-mark';
import { lessonNotebook } from '../services/notebook';

export const lessonMarkRoutes = routerOf(defs, {
  recap: async (c) => c.json(await lessonRecap(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  notebook: async (c) => c.json(await lessonNotebook(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  add: async (c) => c.json(await addMark(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  edit: async (c) => c.json(await editMark(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  remove: async (c) => {
    await removeMark(c.get('deps'), callerOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  },
  done: async (c) => c.json(await setHomeworkDone(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json').done)),
});
