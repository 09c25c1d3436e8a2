import { randomInt } from 'node:crypto';
import { Role } from '@kalam/core';
import { createClient } from '@libsql/client';
import { expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../dev/seed';

/** A new student (or, told so, a tutor applicant) with a confirmed email and nothing else, signed up through the API. */
export async function newVerifiedStudent(name: string, prefix: string, role: Role = Role.Student): Promise<string> {
  const email = `${prefix}.${Date.now()}@kalam.test`;
  const signUp = () =>
    fetch(`${inject('baseUrl')}/api/v1/user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${100 + (Date.now() % 100)}` },
      body: JSON.stringify({ name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role }),
    });
  let res = await signUp();
  // `wrangler dev`'s proxy answers a POST it lost on a closing connection with its own 503 (decision 025), whether or
  // not the Worker got it: sent again, the account is made now (201) or was made then (409 for the taken email)
  for (let i = 0; i < 3 && res.status === 503 && !(await res.clone().text()).includes('"code"'); i++) {
    res = await signUp();
    if (res.status === 409) res = new Response(null, { status: 201 });
  }
  expect(res.status, await res.clone().text()).toBe(201);
  const db = createClient({ url: inject('dbUrl') });
  await db.execute({ sql: 'update users set verified = 1 where email = ?', args: [email] });
  db.close();
  return email;
}

/**
 * A bearer token through the API's password sign-in, each from an address of its own picked at random (the benchmarking
 * range): a counter restarts with every test file, so files would add up one another's sign-ins under the per-address limit.
 */
export async function apiToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${inject('baseUrl')}/api/v1/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}` },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** One JSON call to the API, as the app makes it; answers the status and the parsed body. */
export async function apiCall<T = unknown>(
  path: string,
  opts: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(opts.token && { authorization: `Bearer ${opts.token}` }) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** Rows of a query on the stack's database, as plain objects. */
export async function sql<T = Record<string, unknown>>(query: string, args: (string | number | null)[] = []): Promise<T[]> {
  const db = createClient({ url: inject('dbUrl') });
  try {
    const { columns, rows } = await db.execute({ sql: query, args });
    return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])) as T);
  } finally {
    db.close();
  }
}
