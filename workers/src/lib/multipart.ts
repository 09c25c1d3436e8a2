import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/** What a form part says about itself; `filename` is the client's and never used to name anything. */
export interface PartHead {
  name: string;
  filename: string | null;
  contentType: string | null;
}

const CRLF = new Uint8Array([13, 10]);
const HEADERS_END = new Uint8Array([13, 10, 13, 10]);
const MAX_HEADER_BYTES = 16 * 1024;

/** Where `needle` first occurs in `hay` at or after `from`, or -1 (the first byte is found natively). */
function indexOf(hay: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  if (first === undefined) return -1;
  for (let i = hay.indexOf(first, from); i !== -1 && i <= hay.length - needle.length; i = hay.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The boundary of a `multipart/form-data` content type, or null. */
export function multipartBoundary(contentType: string | undefined | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = contentType.match(/;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i);
  return m?.[1] ?? m?.[2] ?? null;
}

function parseHead(text: string): PartHead | null {
  let disposition = '';
  let contentType: string | null = null;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    else if (key === 'content-type') contentType = value;
  }
  if (!/^form-data\s*;/i.test(disposition)) return null;
  const param = (p: string) =>
    disposition.match(new RegExp(`;\\s*${p}="([^"]*)"`, 'i'))?.[1] ?? disposition.match(new RegExp(`;\\s*${p}=([^;\\s"]+)`, 'i'))?.[1];
  const name = param('name');
  if (name === undefined) return null;
  return { name, filename: param('filename') ?? null, contentType };
}

/**
 * Reads a `multipart/form-data` body part by part as it arrives, never holding more than a network chunk and a
 * boundary's length of it: `onPart` gets each part's head and a stream of its bytes, which it reads (or leaves: the
 * rest is skipped) before the next part is read. More than `maxBytes` in all, or more than `maxParts` parts, stops
 * the reading with `payload-too-large`; a malformed body is `bad-request`.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: { maxBytes: number; maxParts: number },
  onPart: (head: PartHead, data: ReadableStream<Uint8Array>) => Promise<void>,
): Promise<void> {
  if (!body) throw new ApiError('bad-request', { message: 'The form is empty.' });
  const malformed = () => new ApiError('bad-request', { message: 'The form data is malformed.' });
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  const reader = body.getReader();
  // a CRLF in front lets the first boundary match the same delimiter as the others
  let buf: Uint8Array = CRLF;
  let total = 0;
  let ended = false;

  const more = async (): Promise<boolean> => {
    if (ended) return false;
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    total += value.byteLength;
    if (total > limits.maxBytes) throw new ApiError('payload-too-large');
    buf = concat(buf, value);
    return true;
  };
  /** Up to `n` bytes are in `buf` unless the body ended first. */
  const need = async (n: number) => {
    while (buf.length < n) if (!(await more())) return false;
    return true;
  };
  /** The next bytes of the current part, or null at its end (the delimiter is then at the head of `buf`). */
  const nextChunk = async (): Promise<Uint8Array | null> => {
    for (;;) {
      const at = indexOf(buf, delimiter);
      if (at === 0) return null;
      if (at > 0) {
        const chunk = buf.subarray(0, at);
        buf = buf.subarray(at);
        return chunk;
      }
      const safe = buf.length - (delimiter.length - 1);
      if (safe > 0) {
        const chunk = buf.subarray(0, safe);
        buf = buf.subarray(safe);
        return chunk;
      }
      if (!(await more())) throw malformed();
    }
  };

  try {
    // preamble up to the first delimiter
    for (;;) {
      const at = indexOf(buf, delimiter);
      if (at >= 0) {
        buf = buf.subarray(at);
        break;
      }
      buf = buf.subarray(Math.max(0, buf.length - (delimiter.length - 1)));
      if (!(await more())) throw malformed();
    }
    for (let parts = 0; ; parts++) {
      // at a delimiter: `--` ends the body, else CRLF starts the next part's headers
      if (!(await need(delimiter.length + 2))) throw malformed();
      const after = buf.subarray(delimiter.length, delimiter.length + 2);
      if (after[0] === 45 && after[1] === 45) return;
      if (after[0] !== 13 || after[1] !== 10) throw malformed();
      if (parts >= limits.maxParts) throw new ApiError('payload-too-large');
      buf = buf.subarray(delimiter.length + 2);
      let end: number;
      while ((end = indexOf(buf, HEADERS_END)) < 0) {
        if (buf.length > MAX_HEADER_BYTES || !(await more())) throw malformed();
      }
      if (end > MAX_HEADER_BYTES) throw malformed();
      const head = parseHead(new TextDecoder().decode(buf.subarray(0, end)));
      if (!head) throw malformed();
      // the part's body starts after the blank line and ends before the CRLF of the next delimiter
      buf = buf.subarray(end + HEADERS_END.length);
      const data = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const chunk = await nextChunk();
            if (chunk) controller.enqueue(chunk);
            else controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      await onPart(head, data);
      // whatever the handler left unread is skipped
      while (await nextChunk());
    }
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    throw err;
  }
}

/** A multipart body's limit: one file of `fileBytes` and its form's overhead; the file itself is checked exactly later. */
export const uploadLimit = (fileBytes: number) =>
  bodyLimit({
    maxSize: fileBytes + 64 * 1024,
    onError: () => {
      throw new ApiError('payload-too-large');
    },
  });
