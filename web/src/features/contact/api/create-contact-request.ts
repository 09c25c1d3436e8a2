import type { schemas } from '@kalam/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ContactRequestInput = z.input<typeof schemas.contactRequest.create>;

export function useCreateContactRequest() {
  return useMutation({ mutationFn: (input: ContactRequestInput) => api.post('/contact-request', { body: input }) });
}
