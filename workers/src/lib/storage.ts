/** Where uploaded files live: R2 in production and under wrangler locally, memory in Node tests. */
export interface BlobStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a body of unknown length as it arrives (intro videos), holding at most one part of it in memory, and
   * answers its size. If the stream fails, nothing is kept and its error is thrown.
   */
  putStream(key: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<number>;
  get(key: string): Promise<{ body: ReadableStream | Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** The part of an R2 bucket binding we use. */
export interface R2Like {
  put(key: string, body: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
  createMultipartUpload(
    key: string,
    options: { httpMetadata: { contentType: string } },
  ): Promise<{
    uploadPart(partNumber: number, value: Uint8Array): Promise<{ partNumber: number; etag: string }>;
    abort(): Promise<void>;
    complete(parts: { partNumber: number; etag: string }[]): Promise<unknown>;
  }>;
}

/** R2 multipart parts: at least 5 MiB, and all but the last of one size. */
export const R2_PART_BYTES = 8 * 1024 * 1024;

export function r2Store(bucket: R2Like): BlobStore {
  return {
    async put(key, body, contentType) {
      await bucket.put(key, body, { httpMetadata: { contentType } });
    },
    async putStream(key, body, contentType) {
      const reader = body.getReader();
      const part = new Uint8Array(R2_PART_BYTES);
      let filled = 0;
      let size = 0;
      let upload: Awaited<ReturnType<R2Like['createMultipartUpload']>> | undefined;
      const uploaded: { partNumber: number; etag: string }[] = [];
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          for (let offset = 0; offset < value.byteLength; ) {
            const n = Math.min(value.byteLength - offset, R2_PART_BYTES - filled);
            part.set(value.subarray(offset, offset + n), filled);
            filled += n;
            offset += n;
            if (filled === R2_PART_BYTES) {
              upload ??= await bucket.createMultipartUpload(key, { httpMetadata: { contentType } });
              uploaded.push(await upload.uploadPart(uploaded.length + 1, part.slice()));
              filled = 0;
            }
          }
        }
        // a body smaller than one part is a plain put
        if (!upload) await bucket.put(key, part.slice(0, filled), { httpMetadata: { contentType } });
        else {
          if (filled) uploaded.push(await upload.uploadPart(uploaded.length + 1, part.slice(0, filled)));
          await upload.complete(uploaded);
        }
        return size;
      } catch (err) {
        await upload?.abort().catch(() => undefined);
        await reader.cancel(err).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      const object = await bucket.get(key);
      return object ? { body: object.body, contentType: object.httpMetadata?.contentType ?? 'application/octet-stream' } : null;
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}

export function memoryStore(): BlobStore {
  const files = new Map<string, { body: Uint8Array; contentType: string }>();
  return {
    async put(key, body, contentType) {
      files.set(key, { body, contentType });
    },
    async putStream(key, body, contentType) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
      const size = chunks.reduce((n, c) => n + c.byteLength, 0);
      const all = new Uint8Array(size);
      chunks.reduce((offset, c) => (all.set(c, offset), offset + c.byteLength), 0);
      files.set(key, { body: all, contentType });
      return size;
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
