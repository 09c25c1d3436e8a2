import { docsRoutes as defs } from '@kalam/core/routes/docs';
import { openApiDocument } from '../lib/openapi';
import { routerOf } from '../lib/router';

export const docsRoutes = routerOf(defs, {
  openapi: (c) => c.json(openApiDocument() as object),
});
