import { Role } from '@kalam/core/enums';
import { publicTutorRoutes as defs } from '@kalam/core/routes/public-tutor';
import { normalizeSearchText } from '@kalam/core/search-text';
import { isAdmin } from '../lib/caller';
import { cachedAnswer } from '../lib/http-cache';
import { routerOf } from '../lib/router';
import { queryKey } from '../services/cache';
import { getTutorInfo } from '../services/tutor';
import { listOnboardedTutors, suggestTutors } from '../services/tutor-list';

export const publicTutorRoutes = routerOf(defs, {
  tutorInfo: async (c) => {
    const { id } = c.req.valid('param');
    const caller = c.get('caller');
    // admins and interviewers also open a tutor the public cannot see, and an applicant previews their own profile
    // (decision 032); signed-in answers are never stored (`no-store`) and never indexed
    if (caller && (isAdmin(caller) || caller.role === Role.TutorManager || caller.id === id))
      return c.json(await getTutorInfo(c.get('deps'), id, { staff: true }), 200, { 'x-robots-tag': 'noindex' });
    return cachedAnswer(c, `tutor-info:${id}`, () => getTutorInfo(c.get('deps'), id));
  },
  onboardedTutors: async (c) => {
    const q = c.req.valid('query');
    return cachedAnswer(c, `tutors:${queryKey(q)}`, () => listOnboardedTutors(c.get('deps'), q));
  },
  tutorSuggestions: async (c) => {
    const { search } = c.req.valid('query');
    // keyed by the words as the search reads them, so «أحمد» and «احمد» share an entry
    return cachedAnswer(c, `tutor-suggest:${normalizeSearchText(search)}`, () => suggestTutors(c.get('deps'), search));
  },
});
