import { assetSampleRoutes as defs } from '@kalam/core/routes/asset-sample';
import { routerOf } from '../lib/router';
import { cachedJson } from '../services/cache';
import { mediaSample } from '../services/tutor';

/** `GET /asset/sample`: public, from the response cache like the tutor list it samples (decision 015). */
export const assetSampleRoutes = routerOf(defs, {
  sample: async (c) => {
    const cached = await cachedJson(c.get('deps'), 'asset-sample', () => mediaSample(c.get('deps')));
    return c.body(cached.text, 200, { 'content-type': 'application/json', 'x-cache': cached.hit ? 'hit' : 'miss' });
  },
});
