import { HOUR_MS, MINUTE_MS } from './constants';
import { type SessionRef, sessionIdOf } from './session';

// A lesson's or an interview's shared notebook (decisions 049, 055): its room's name, and who may still write in it.
// The room enforces it, the page shows it.

/** The notebook's rich text inside its Yjs document (a `Y.XmlFragment` of editor blocks): the room saves it, the page edits it. */
export const NOTEBOOK_FRAGMENT = 'notebook-body';

/** Hours after a lesson's end its tutor still writes in the notebook, as with its marks (decision 038). */
export const NOTEBOOK_TUTOR_HOURS = 24;

/** The notebook room's name: a lesson's id as written (`12`, as before interviews had one), an interview's session id. */
export const notebookRoomName = (ref: SessionRef) => (ref.kind === 'lesson' ? String(ref.id) : sessionIdOf(ref.kind, ref.id));

/** The session id a notebook room's name stands for; parseSessionId refuses it for a name that is no room's (`012`, `lesson-1`). */
export const notebookSessionId = (name: string) => (name.startsWith('interview-') ? name : `lesson-${name}`);

/** A lesson's members and times; an interview's interviewer takes the tutor's place and its applicant the student's. */
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
