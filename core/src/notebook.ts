import { HOUR_MS, MINUTE_MS } from './constants';

// A lesson's shared notebook (decision 049): who may still write in it. The room enforces it, the page shows it.

/** The notebook's rich text inside its Yjs document (a `Y.XmlFragment` of editor blocks): the room saves it, the page edits it. */
export const NOTEBOOK_FRAGMENT = 'notebook-body';

/** Hours after a lesson's end its tutor still writes in the notebook, as with its marks (decision 038). */
export const NOTEBOOK_TUTOR_HOURS = 24;

export interface NotebookLesson {
  tutorId: number;
  studentId: number;
  start: number;
  /** minutes */
  duration: number;
  cancelled: boolean;
}

/** Until when a user may write: the student until the lesson's end, the tutor 24 hours more; a cancelled lesson never. */
export function notebookWritableUntil(lesson: NotebookLesson, userId: number): number {
  if (lesson.cancelled) return 0;
  const end = lesson.start + lesson.duration * MINUTE_MS;
  if (userId === lesson.tutorId) return end + NOTEBOOK_TUTOR_HOURS * HOUR_MS;
  return userId === lesson.studentId ? end : 0;
}
