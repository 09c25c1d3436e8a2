import { lessonProposalRoutes as defs } from '@kalam/core/routes/lesson-proposal';
import { runAfterAnswer } from '../lib/after-answer';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { mailLessonBooked } from '../services/lesson-mail';
import { acceptProposal, declineProposal, latestProposal, proposeTime } from '../services/lesson-proposal';

export const lessonProposalRoutes = routerOf(defs, {
  propose: async (c) => c.json(await proposeTime(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  latest: async (c) => c.json(await latestProposal(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  accept: async (c) => {
    const { lesson, replay } = await acceptProposal(c.get('deps'), callerOf(c), c.req.valid('param').id);
    // the move's mail to both members, saying the tutor's proposal was accepted
    if (!replay) await runAfterAnswer(c, () => mailLessonBooked(c.get('deps'), lesson, callerOf(c), { proposal: true }));
    return c.json(lesson);
  },
  decline: async (c) => c.json(await declineProposal(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});
