import type { Context } from 'hono';

/** The runtime's execution context, if the request came with one (the Worker); tests call the app without. */
export function executionContextOf(c: Context): { waitUntil(work: Promise<unknown>): void } | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // Hono throws when the request came without one
  }
}

/**
 * Work nobody needs to wait for: started once the answer is on its way in the Worker (so none of its round trips or CPU
 * comes before the answer), awaited where there is no runtime context (tests).
 */
export async function runAfterAnswer(c: Context, work: () => Promise<unknown>): Promise<void> {
  const ctx = executionContextOf(c);
  const logged = (started: Promise<unknown>) => started.catch((err: unknown) => console.error('after the answer:', err));
  if (ctx) ctx.waitUntil(new Promise((answered) => setTimeout(answered, 0)).then(() => logged(work())));
  else await logged(work());
}
