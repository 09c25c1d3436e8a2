import { type Ref, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { storage } from './storage';

/** A draft kept under `key`, if any. */
export const readDraft = <T>(key: string): T | undefined => {
  try {
    const stored = storage.get(key);
    return stored ? (JSON.parse(stored) as T) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Form values kept in this browser until they are saved (decision 036): another step, a reload or a closed tab never
 * loses what was typed. `dirty` while they differ from the saved values; call `saved(values)` after a save.
 */
export function useDraft<T>(key: string, initial: () => T) {
  const [base, setBase] = useState(() => JSON.stringify(initial()));
  const [values, setValues] = useState<T>(() => readDraft<T>(key) ?? (JSON.parse(base) as T));
  const dirty = JSON.stringify(values) !== base;
  useEffect(() => storage.set(key, dirty ? JSON.stringify(values) : null), [key, values, dirty]);
  const saved = (next: T) => {
    // at once: a step that saves often unmounts the form in the same moment
    storage.set(key, null);
    setBase(JSON.stringify(next));
    setValues(next);
  };
  return { values, setValues, dirty, saved };
}

/** While `when`, closing or reloading the tab asks first, and the returned blocker holds an in-app navigation. */
export function useLeaveWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
}

/** A form inside a larger step: the step's one button saves it; answers whether it saved (errors show in the form). */
export interface SaveHandle {
  save(): Promise<boolean>;
}

/** How a step drives a form it contains: its save through `handle`, its unsaved state through `onDirty`. */
export interface StepForm {
  handle?: Ref<SaveHandle | null>;
  onDirty?: (dirty: boolean) => void;
}

/** Tells the step when the form's unsaved state changes. */
export function useReportDirty(dirty: boolean, onDirty?: (dirty: boolean) => void) {
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
}
