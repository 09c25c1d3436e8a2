import { API_BASE } from '../api';
import { PUBLIC } from '../permissions';
import { route } from './define';

/** Where the web build writes the document among the SPA's files: the Worker answers the route with that file. */
export const API_DOCUMENT_PATH = `${API_BASE}/openapi.json`;

export const docsRoutes = {
  openapi: route({
    method: 'get',
    path: '/openapi.json',
    access: PUBLIC,
    summary: 'This document: every route of the API with its inputs, answers, errors and who may call it',
    request: {},
    responses: () => ({ 200: { contentType: 'application/json', description: 'An OpenAPI 3.1 document' } }),
  }),
};
