/** Where uploaded files live: R2 in production and under wrangler locally, memory in Node tests. */
export interface BlobStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: ReadableStream | Uint8Array; contentType: string } | null>;
}

/** The part of an R2 bucket binding we use. */
interface R2Like {
  put(key: string, body: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream; httpMetadata?: { contentType?: string } } | null>;
}

export function r2Store(bucket: R2Like): BlobStore {
  return {
    async put(key, body, contentType) {
      await bucket.put(key, body, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(key);
      return object ? { body: object.body, contentType: object.httpMetadata?.contentType ?? 'application/octet-stream' } : null;
    },
  };
}

export function memoryStore(): BlobStore {
  const files = new Map<string, { body: Uint8Array; contentType: string }>();
  return {
    async put(key, body, contentType) {
      files.set(key, { body, contentType });
    },
    async get(key) {
      return files.get(key) ?? null;
    },
  };
}
