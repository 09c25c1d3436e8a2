import { deckRoutes as defs } from '@kalam/core/routes/deck';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { dueWords, reviewWord } from '../services/deck';

export const deckRoutes = routerOf(defs, {
  due: async (c) => c.json(await dueWords(c.get('deps'), callerOf(c))),
  review: async (c) => c.json(await reviewWord(c.get('deps'), callerOf(c), c.req.valid('json'))),
});
