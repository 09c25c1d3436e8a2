import { createClient } from '@libsql/client';
import { Role } from '@kalam/core';
import { expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../dev/seed';

/** A new student with a confirmed email (no plan, no lessons, no chats), signed up through the API. */
export async function newVerifiedStudent(name: string, prefix: string): Promise<string> {
  const email = `${prefix}.${Date.now()}@kalam.test`;
  const res = await fetch(`${inject('baseUrl')}/api/v1/user/`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${100 + (Date.now() % 100)}` },
    body: JSON.stringify({ name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: Role.Student }),
  });
  expect(res.status).toBe(201);
  const db = createClient({ url: inject('dbUrl') });
  await db.execute({ sql: 'update users set verified = 1 where email = ?', args: [email] });
  db.close();
  return email;
}
