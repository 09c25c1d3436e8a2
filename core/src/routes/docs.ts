import { PUBLIC } from '../permissions';
import { route } from './define';

export const docsRoutes = {
  openapi: route({
    method: 'get',
    path: '/openapi.json',
    access: PUBLIC,
    summary: 'This document: every route of the API with its inputs, answers, errors and who may call it',
    request: {},
    responses: { 200: { contentType: 'application/json', description: 'An OpenAPI 3.1 document' } },
  }),
};
