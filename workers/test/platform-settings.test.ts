import { PLATFORM_DEFAULTS, type PlatformSettingsView, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/services/settings';
import { addPerson, makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  admin = await addPerson(t, { role: Role.SuperAdmin });
});
afterAll(() => t.close());

const put = (who: Person, body: unknown) =>
  t.request('/platform-settings', { method: 'PUT', headers: who.headers, body: JSON.stringify(body) });
const errorsOf = async (res: Response) => ((await res.json()) as { errors?: Record<string, string> }).errors;

describe('platform settings', () => {
  it('answers the defaults before anything is set', async () => {
    const res = await t.request('/platform-settings', { headers: admin.headers });
    expect(await res.json()).toEqual({ ...PLATFORM_DEFAULTS });
  });

  it('changes any of the settings, keeps the others, and the rules read the new values', async () => {
    const res = await put(admin, { tutorHourlyRate: 200_00, cancellationWindowHours: 12 });
    expect(res.status).toBe(200);
    const view = (await res.json()) as PlatformSettingsView;
    expect(view).toEqual({ ...PLATFORM_DEFAULTS, tutorHourlyRate: 200_00, cancellationWindowHours: 12 });
    expect(await readSettings(t.deps, ['tutorHourlyRate', 'cancellationWindowHours'])).toEqual({
      tutorHourlyRate: 200_00,
      cancellationWindowHours: 12,
    });
    expect(await (await put(admin, { cancellationWindowHours: 0 })).json()).toMatchObject({
      tutorHourlyRate: 200_00,
      cancellationWindowHours: 0,
    });
    expect(await (await put(admin, { withdrawalMin: 500_00, withdrawalMax: 20_000_00 })).json()).toMatchObject({
      withdrawalMin: 500_00,
      withdrawalMax: 20_000_00,
    });
  });

  it('refuses values out of bounds with the spec’s rule names', async () => {
    expect(await errorsOf(await put(admin, { tutorHourlyRate: 150.5 }))).toEqual({ tutorHourlyRate: 'price-not-integer' });
    expect(await errorsOf(await put(admin, { tutorHourlyRate: -100 }))).toEqual({ tutorHourlyRate: 'negative-price' });
    // 1–100,000 EGP an hour, in piasters
    expect(await errorsOf(await put(admin, { tutorHourlyRate: 99 }))).toEqual({ tutorHourlyRate: 'invalid' });
    expect(await errorsOf(await put(admin, { tutorHourlyRate: 100_000_01 }))).toEqual({ tutorHourlyRate: 'invalid' });
    expect((await put(admin, { tutorHourlyRate: 100_000_00 })).status).toBe(200);
    expect(await errorsOf(await put(admin, { cancellationWindowHours: 73 }))).toEqual({ cancellationWindowHours: 'invalid' });
    expect(await errorsOf(await put(admin, { cancellationWindowHours: 1.5 }))).toEqual({ cancellationWindowHours: 'invalid' });
    expect(await errorsOf(await put(admin, { withdrawalMin: 0, withdrawalMax: -5 }))).toEqual({
      withdrawalMin: 'non-positive-withdraw-min',
      withdrawalMax: 'non-positive-withdraw-max',
    });
    // within 100–50,000 EGP
    expect(await errorsOf(await put(admin, { withdrawalMin: 99_99 }))).toEqual({ withdrawalMin: 'invalid' });
    expect(await errorsOf(await put(admin, { withdrawalMax: 50_000_01 }))).toEqual({ withdrawalMax: 'invalid' });
    expect(await errorsOf(await put(admin, { withdrawalMin: 5_000_00, withdrawalMax: 1_000_00 }))).toEqual({
      withdrawalMin: 'withdraw-min-above-max',
    });
    expect(await errorsOf(await put(admin, { cancellationWindowHours: 'six' }))).toEqual({ cancellationWindowHours: 'invalid' });
    expect(await (await put(admin, {})).json()).toMatchObject({ code: 'empty-request' });
  });

  it('keeps the minimum at or below the stored maximum when only one of them is sent', async () => {
    expect((await put(admin, { withdrawalMin: 1_000_00, withdrawalMax: 2_000_00 })).status).toBe(200);
    expect(await errorsOf(await put(admin, { withdrawalMin: 3_000_00 }))).toEqual({ withdrawalMin: 'withdraw-min-above-max' });
    expect(await errorsOf(await put(admin, { withdrawalMax: 500_00 }))).toEqual({ withdrawalMax: 'withdraw-min-above-max' });
    expect(await (await put(admin, { withdrawalMax: 1_000_00 })).json()).toMatchObject({
      withdrawalMin: 1_000_00,
      withdrawalMax: 1_000_00,
    });
  });

  it('is for admins only', async () => {
    for (const role of [Role.Student, Role.Tutor, Role.TutorManager, Role.Studio]) {
      const who = await addPerson(t, { role });
      expect((await t.request('/platform-settings', { headers: who.headers })).status).toBe(403);
      expect((await put(who, { cancellationWindowHours: 1 })).status).toBe(403);
    }
    expect((await t.request('/platform-settings')).status).toBe(401);
    const regular = await addPerson(t, { role: Role.RegularAdmin });
    expect((await put(regular, { cancellationWindowHours: 6 })).status).toBe(200);
  });
});
