import type { ContactRequestCreated } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import type { z } from 'zod';
import { contactRequests } from '../db/schema';
import type { Deps } from '../deps';
import { theRow } from '../lib/rows';

type ContactRequestInput = z.infer<typeof schemas.contactRequest.create>;

export async function createContactRequest(deps: Deps, input: ContactRequestInput, ip: string): Promise<ContactRequestCreated> {
  const row = theRow(
    await deps.db
      .insert(contactRequests)
      .values({ ...input, phone: input.phone ?? null, source: input.source ?? null, ip, createdAt: deps.now() })
      .returning({ id: contactRequests.id }),
  );
  return { id: row.id };
}
