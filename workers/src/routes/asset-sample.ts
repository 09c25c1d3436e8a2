import { assetSampleRoutes as defs } from '@kalam/core/routes/asset-sample';
import { cachedAnswer } from '../lib/http-cache';
import { routerOf } from '../lib/router';
import { mediaSample } from '../services/tutor';

/** `GET /asset/sample`: public, from the response cache like the tutor list it samples (decision 015). */
export const assetSampleRoutes = routerOf(defs, {
  sample: async (c) => {
    return cachedAnswer(c, 'asset-sample', () => mediaSample(c.get('deps')));
  },
});
