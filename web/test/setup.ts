import '../src/lib/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Testing Library's 1 s default for findBy and waitFor flakes when the machine is busy; what is awaited is unchanged.
configure({ asyncUtilTimeout: 10_000 });

// Tests fail on any console.error they did not expect.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  if (errors.length) throw new Error(`Unexpected console.error: ${errors.map((e) => e.map(String).join(' ')).join('\n')}`);
});
