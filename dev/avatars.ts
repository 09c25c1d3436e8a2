import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import { Role } from '@kalam/core';
import type { Client } from '@libsql/client';
import sharp from 'sharp';
import { DEMO_PASSWORD } from './seed';

// Demo faces: each demo tutor and student gets an illustrated portrait (DiceBear "personas", drawn from their email,
// so the same person always looks the same), made offline and stored through the app's own photo upload, exactly as
// a real photo is (checks, storage, the user's `image`). No photo of a real person is involved.

/** Smallest side the profile upload accepts (it refuses smaller photos). */
const SIDE = 480;
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0db'];

/** A PNG portrait for this seed: SVG from the avatar library, rasterised, since uploads take raster images only. */
export async function avatarPng(seed: string): Promise<Buffer> {
  const svg = createAvatar(personas, {
    seed,
    size: SIDE,
    backgroundColor: BACKGROUNDS,
    // friendly faces and natural hair for a tutoring marketplace
    mouth: ['bigSmile', 'smile', 'smirk'],
    hairColor: ['362c47', '6c4545', '3d2b1f', '1b1b1b', '8d5524', 'dee1f5'],
  }).toString();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** The demo super admin's token: demo media is uploaded through the same routes a studio or admin uses. */
export async function superAdminToken(workerUrl: string): Promise<string> {
  const signIn = await fetch(`${workerUrl}/api/v1/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super@kalam.test', password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`demo media: the super admin could not sign in (${signIn.status})`);
  return ((await signIn.json()) as { token: string }).token;
}

/**
 * Gives every demo tutor and student without a photo their portrait, uploaded by the super admin through
 * `PUT /api/v1/user/asset?forUser=` (the route a studio or admin uses for someone else's photo). Answers how many.
 */
export async function uploadDemoAvatars(workerUrl: string, db: Client): Promise<number> {
  const { rows } = await db.execute({
    sql: "select id, email from users where role in (?, ?) and image is null and email like '%@kalam.test' order by id",
    args: [Role.Tutor, Role.Student],
  });
  if (!rows.length) return 0;
  const token = await superAdminToken(workerUrl);
  const people = rows.map((r) => ({ id: Number(r.id), email: String(r.email) }));
  // a few at a time: rasterising and the Worker's image checks share the machine with everything else starting
  for (let i = 0; i < people.length; i += 4) {
    await Promise.all(
      people.slice(i, i + 4).map(async (person) => {
        const form = new FormData();
        form.set('image', new Blob([new Uint8Array(await avatarPng(person.email))], { type: 'image/png' }), 'avatar.png');
        const res = await fetch(`${workerUrl}/api/v1/user/asset?forUser=${person.id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (!res.ok) throw new Error(`demo avatar for ${person.email}: ${res.status} ${await res.text()}`);
      }),
    );
  }
  return people.length;
}
