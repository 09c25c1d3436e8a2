import * as z from 'zod';
import { PUBLIC } from '../permissions';
import { schemas } from '../schemas/index';
import { route } from './define';

export const contactRequestCreated = z.strictObject({ id: z.number().int() });

export const contactRequestRoutes = {
  create: route({
    method: 'post',
    path: '/contact-request',
    access: PUBLIC,
    summary: 'Send a message through the contact form',
    request: { body: schemas.contactRequest.create },
    responses: { 201: contactRequestCreated },
  }),
};
