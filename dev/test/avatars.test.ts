import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarPng } from '../avatars';

describe('demo faces', () => {
  it('draws each person a 480 × 480 PNG, the same one every time, different from anyone else’s', async () => {
    const [a, again, b] = await Promise.all([
      avatarPng('tutor1@kalam.test'),
      avatarPng('tutor1@kalam.test'),
      avatarPng('student1@kalam.test'),
    ]);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'png', width: 480, height: 480 });
    expect(a.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(a.equals(again)).toBe(true);
    expect(a.equals(b)).toBe(false);
    expect(a.length).toBeLessThan(64 * 1024);
  });
});
