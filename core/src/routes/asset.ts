import * as z from 'zod';
import { PUBLIC, SIGNED_IN } from '../permissions';
import { route } from './define';

/** A stored file's name, made by the server; any other name answers asset-not-found. */
const nameParams = z.object({ name: z.string() });

export const assetRoutes = {
  uploads: route({
    method: 'get',
    path: '/assets/uploads/:name',
    access: PUBLIC,
    summary: 'A public upload (profile photos, tutor photos and intro videos): immutable names, cached for long',
    request: { params: nameParams },
    // the media type is the file's own: JPEG photos, PNG or WebP thumbnails, MP4 or WebM videos
    responses: () => ({ 200: { contentType: null, description: 'The file, with its media type' } }),
  }),
  // Receipts of fulfilled withdrawals: the tutor of the invoice and admins (service rule).
  receipt: route({
    method: 'get',
    path: '/assets/receipts/:name',
    access: SIGNED_IN,
    summary: "A withdrawal's receipt, for the invoice's tutor and admins; never cached",
    request: { params: nameParams },
    responses: () => ({ 200: { contentType: null, description: 'The receipt (PDF or image), with its media type' } }),
  }),
};
