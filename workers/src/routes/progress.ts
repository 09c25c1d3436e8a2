import { progressRoutes as defs } from '@kalam/core/routes/progress';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { progressOf, studentProgressForTutor } from '../services/progress';

export const progressRoutes = routerOf(defs, {
  mine: async (c) => c.json(await progressOf(c.get('deps'), callerOf(c).id)),
  student: async (c) => c.json(await studentProgressForTutor(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});
