import { reportRoutes as defs } from '@kalam/core/routes/report';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { createReport, deleteReport, getReport, listReports, updateReport } from '../services/report';
import { createReply, deleteReply, getReply, listReplies, listRepliesOfReport, updateReply } from '../services/report-reply';

/** Reports (`/report`) and the replies in their threads (`/report/reply`). */
export const reportRoutes = routerOf(defs, {
  createReply: async (c) => c.json(await createReply(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  replies: async (c) => c.json(await listReplies(c.get('deps'), c.req.valid('query'))),
  repliesOfReport: async (c) =>
    c.json(await listRepliesOfReport(c.get('deps'), callerOf(c), c.req.valid('param').reportId, c.req.valid('query'))),
  getReply: async (c) => c.json(await getReply(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  updateReply: async (c) => c.json(await updateReply(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  removeReply: async (c) => c.json(await deleteReply(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  create: async (c) => c.json(await createReport(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  list: async (c) => c.json(await listReports(c.get('deps'), callerOf(c), c.req.valid('query'))),
  get: async (c) => c.json(await getReport(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  update: async (c) => c.json(await updateReport(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  remove: async (c) => c.json(await deleteReport(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});
