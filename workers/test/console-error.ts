import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// A setup file of both workers projects (Node and workerd): a console.error during a test fails that test, since the
// Worker logs with console.error only what went wrong (decision 045). A test that provokes one on purpose names it with
// `allowConsoleError(/what it says/)`; the allowed lines are kept out of the output.
const state = { allowed: [] as RegExp[], logged: [] as string[] };
let spy: MockInstance<typeof console.error> | undefined;

/** Lets this test log console.error lines matching `pattern`; any other line still fails it. */
export function allowConsoleError(pattern: RegExp): void {
  state.allowed.push(pattern);
}

const text = (arg: unknown): string => {
  if (arg instanceof Error) return arg.stack ?? `${arg.name}: ${arg.message}`;
  if (typeof arg === 'string') return arg;
  try {
    return JSON.stringify(arg) ?? String(arg);
  } catch {
    return String(arg);
  }
};

beforeEach(() => {
  state.allowed = [];
  state.logged = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    state.logged.push(args.map(text).join(' '));
  });
});

afterEach(() => {
  spy?.mockRestore();
  const unexpected = state.logged.filter((line) => !state.allowed.some((pattern) => pattern.test(line)));
  if (unexpected.length)
    throw new Error(`console.error during this test (allow an expected one with allowConsoleError(/pattern/)):\n${unexpected.join('\n')}`);
});
