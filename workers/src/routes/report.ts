import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { createReport, deleteReport, getReport, listReports, updateReport } from '../services/report';
import { createReply, deleteReply, getReply, listReplies, listRepliesOfReport, updateReply } from '../services/report-reply';

const idParam = z.object({ id: schemas.fields.id });
const reportIdParam = z.object({ reportId: schemas.fields.id });

/** Reports (`/report`) and the replies in their threads (`/report/reply`). */
export const reportRoutes = new Hono<AppEnv>()
  .post('/reply', validate('json', schemas.report.reply), async (c) =>
    c.json(await createReply(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .get('/reply/list', validate('query', schemas.paging), async (c) => c.json(await listReplies(c.get('deps'), c.req.valid('query'))))
  .get('/reply/report/:reportId{[0-9]+}', validate('param', reportIdParam), validate('query', schemas.paging), async (c) =>
    c.json(await listRepliesOfReport(c.get('deps'), callerOf(c), c.req.valid('param').reportId, c.req.valid('query'))),
  )
  .get('/reply/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await getReply(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .put('/reply/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.report.replyUpdate), async (c) =>
    c.json(await updateReply(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/reply/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await deleteReply(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .post('/', validate('json', schemas.report.create), async (c) =>
    c.json(await createReport(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .get('/list', validate('query', schemas.report.listQuery), async (c) =>
    c.json(await listReports(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await getReport(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.report.update), async (c) =>
    c.json(await updateReport(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) =>
    c.json(await deleteReport(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  );
