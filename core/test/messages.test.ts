import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrorCodes, fieldErrorsFromZod, notificationSchemas, schemas, whatsappSchemas } from '../src/index';

const codes = new Set<string>(fieldErrorCodes);
const badValues: unknown[] = [undefined, null, '', '   ', 'x', 'x'.repeat(2000), -1, 0, 1.5, Infinity, true, {}, [], ['x'], '<b>'];

/** Every zod schema under `schemas`, named by its dotted key. */
function allSchemas(): [string, z.ZodType][] {
  const out: [string, z.ZodType][] = [];
  for (const [group, members] of Object.entries({ ...schemas, notification: notificationSchemas, whatsapp: whatsappSchemas })) {
    if (members instanceof z.ZodType) out.push([group, members]);
    else for (const [name, s] of Object.entries(members)) if (s instanceof z.ZodType) out.push([`${group}.${name}`, s]);
  }
  return out;
}

/** Issues with those of each union option inside them. */
const flat = (issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] =>
  issues.flatMap((i) => [i, ...(i.code === 'invalid_union' ? i.errors.flatMap(flat) : [])]);

function shapeKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return [...new Set((schema.options as z.ZodType[]).flatMap(shapeKeys))];
  return [];
}

describe('every schema speaks in field error codes', () => {
  it.each(allSchemas())('%s', (_name, schema) => {
    const keys = shapeKeys(schema);
    const inputs = keys.length ? [{}, ...keys.flatMap((k) => badValues.map((v) => ({ [k]: v })))] : badValues;
    for (const input of inputs) {
      const r = schema.safeParse(input);
      if (r.success) continue;
      for (const issue of flat(r.error.issues)) expect(codes, `${JSON.stringify(input)} → ${issue.message}`).toContain(issue.message);
    }
  });
});

describe('fieldErrorsFromZod', () => {
  const schema = z.object({ a: z.string(), b: z.object({ c: z.number().min(2, { error: 'short-bio' }) }), d: z.string().regex(/x/) });
  const errors = (v: unknown) => fieldErrorsFromZod(schema.safeParse(v).error!);

  it('keys errors by dotted path and keeps the first issue of each field', () => {
    expect(errors({ a: 'ok', b: { c: 1 }, d: 'x' })).toEqual({ 'b.c': 'short-bio' });
    const twice = z.object({ p: z.string().min(8, { error: 'short-password' }).regex(/\d/, { error: 'invalid-password' }) });
    expect(fieldErrorsFromZod(twice.safeParse({ p: 'abc' }).error!)).toEqual({ p: 'short-password' });
  });

  it('calls a missing value required and a message outside the catalogue invalid', () => {
    expect(errors({ b: { c: 5 }, d: 'y' })).toEqual({ a: 'required', d: 'invalid' });
    expect(errors({ a: 3, b: { c: 5 }, d: 'x' })).toEqual({ a: 'invalid' });
  });

  it('puts errors about the whole value under _', () => {
    expect(fieldErrorsFromZod(schema.safeParse(null).error!)).toEqual({ _: 'invalid' });
    expect(fieldErrorsFromZod(schema.safeParse(undefined).error!)).toEqual({ _: 'required' });
  });

  it('turns the product schemas into envelope errors', () => {
    expect(fieldErrorsFromZod(schemas.auth.passwordSignIn.safeParse({ email: 'nope' }).error!)).toEqual({
      email: 'invalid-email',
      password: 'required',
    });
    expect(fieldErrorsFromZod(schemas.rating.create.safeParse({ value: 3 }).error!)).toEqual({ rateeId: 'required' });
  });
});
