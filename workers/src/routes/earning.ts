import { earningRoutes as defs } from '@kalam/core/routes/earning';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { monthEarnings, monthEarningsCsv } from '../services/earning';

export const earningRoutes = routerOf(defs, {
  list: async (c) => c.json(await monthEarnings(c.get('deps'), callerOf(c), c.req.valid('query'))),
  export: async (c) => {
    const { month } = c.req.valid('query');
    const body = await monthEarningsCsv(c.get('deps'), callerOf(c), month);
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="kalam-earnings-${month}.csv"`,
      'cache-control': 'private, no-store',
    });
  },
});
