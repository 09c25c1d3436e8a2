import { topicRoutes as defs } from '@kalam/core/routes/topic';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { changeTopicsOfUser, createTopic, deleteTopic, listTopics, topicsOfUser, updateTopic } from '../services/topic';

export const topicRoutes = routerOf(defs, {
  list: async (c) => c.json(await listTopics(c.get('deps'), c.req.valid('query'))),
  ofUser: async (c) => c.json(await topicsOfUser(c.get('deps'), c.req.valid('query').userId ?? callerOf(c).id)),
  addToUser: async (c) => c.json(await changeTopicsOfUser(c.get('deps'), callerOf(c).id, 'add', c.req.valid('json').topicIds)),
  removeFromUser: async (c) => c.json(await changeTopicsOfUser(c.get('deps'), callerOf(c).id, 'remove', c.req.valid('json').topicIds)),
  replaceOfUser: async (c) => c.json(await changeTopicsOfUser(c.get('deps'), callerOf(c).id, 'replace', c.req.valid('json').topicIds)),
  create: async (c) => c.json(await createTopic(c.get('deps'), c.req.valid('json')), 201),
  update: async (c) => c.json(await updateTopic(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  remove: async (c) => c.json(await deleteTopic(c.get('deps'), c.req.valid('param').id)),
});
