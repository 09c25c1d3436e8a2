import sharp from 'sharp';
import type { Images } from '../workers/src/lib/image';

type Transform = Parameters<ReturnType<Images['input']>['transform']>[0];

/**
 * Cloudflare's Images binding for API tests in Node, on sharp as Miniflare's own is, with the production behaviour our
 * photos rely on (cover from the centre, transparency on `background`, quality). A file that does not decode throws,
 * as the binding does.
 */
export function sharpImages(): Images {
  return {
    input(stream) {
      const steps: Transform[] = [];
      const transformer = {
        transform(t: Transform) {
          steps.push(t);
          return transformer;
        },
        async output(o: { format: 'image/jpeg'; quality: number }) {
          // failOn 'warning': a truncated or corrupt file is refused, not half decoded
          let image = sharp(Buffer.from(await new Response(stream).arrayBuffer()), { failOn: 'warning' });
          for (const t of steps)
            image = image.flatten({ background: t.background }).resize(t.width, t.height, { fit: t.fit, position: t.gravity });
          const bytes = new Uint8Array(await image.jpeg({ quality: o.quality }).toBuffer());
          return { response: () => new Response(bytes, { headers: { 'content-type': o.format } }) };
        },
      };
      return transformer;
    },
  };
}
