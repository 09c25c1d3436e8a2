import * as z from 'zod';
import { PUBLIC } from '../permissions';
import * as contactRequestSchemas from '../schemas/contact-request';
import { route } from './define';

export const contactRequestCreated = z.strictObject({ id: z.number().int() });

export const contactRequestRoutes = {
  create: route({
    method: 'post',
    path: '/contact-request',
    access: PUBLIC,
    summary: 'Send a message through the contact form',
    request: { body: contactRequestSchemas.create },
    responses: () => ({ 201: contactRequestCreated }),
  }),
};
