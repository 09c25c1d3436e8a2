import * as z from 'zod';
import { Role } from '../enums';
import { only } from '../permissions';
import * as lessonMarkSchemas from '../schemas/lesson-mark';
import { route } from './define';
import { lessonView } from './lesson';
import { idParams } from './shared';

// Marks a lesson's tutor writes for its student to take away: new words, corrections, homework (decision 038).

const base = {
  id: z.number().int(),
  lessonId: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
};
const wordView = z.strictObject({
  ...base,
  kind: z.literal('word'),
  /** the English word or phrase */
  word: z.string(),
  /** its meaning in Arabic */
  meaning: z.string(),
  example: z.string().nullable(),
});
const correctionView = z.strictObject({
  ...base,
  kind: z.literal('correction'),
  /** what the student said */
  said: z.string(),
  /** what to say instead */
  better: z.string(),
});
const homeworkView = z.strictObject({
  ...base,
  kind: z.literal('homework'),
  task: z.string(),
  /** the day it is due (`YYYY-MM-DD`, a calendar day in Cairo) */
  due: z.string().nullable(),
  /** when the student marked it done; null until then */
  doneAt: z.number().int().nullable(),
});

export const markView = z.discriminatedUnion('kind', [wordView, correctionView, homeworkView]).meta({ id: 'LessonMark' });

/** A lesson's marks in the order they were written, with the window in which its tutor may change them. */
export const recapView = z
  .strictObject({
    lesson: lessonView,
    marks: z.array(markView),
    /** the tutor adds, edits and deletes marks from the lesson's start until 24 hours after its end */
    editableFrom: z.number().int(),
    editableUntil: z.number().int(),
  })
  .meta({ id: 'LessonRecap' });

/** The lesson's shared notebook as plain text (decision 049): what both members wrote in it, as last saved. */
export const notebookView = z
  .strictObject({
    lessonId: z.number().int(),
    text: z.string(),
    /** when the notebook was last saved; null while nobody has written in it */
    updatedAt: z.number().int().nullable(),
  })
  .meta({ id: 'LessonNotebook' });

const MEMBERS = only(Role.Student, Role.Tutor);

export const lessonMarkRoutes = {
  recap: route({
    method: 'get',
    path: '/lesson/:id{[0-9]+}/recap',
    access: MEMBERS,
    summary: "The lesson's marks (words, corrections, homework) for its two members; anyone else hears lesson-not-found",
    request: { params: idParams },
    responses: () => ({ 200: recapView }),
  }),
  notebook: route({
    method: 'get',
    path: '/lesson/:id{[0-9]+}/notebook',
    access: MEMBERS,
    summary: "The text of the lesson's shared notebook for its two members; anyone else hears lesson-not-found",
    request: { params: idParams },
    responses: () => ({ 200: notebookView }),
  }),
  add: route({
    method: 'post',
    path: '/lesson/:id{[0-9]+}/mark',
    access: only(Role.Tutor),
    summary: "The lesson's tutor adds a mark, from the lesson's start until 24 hours after its end (else marks-closed)",
    request: {
      params: idParams,
      body: lessonMarkSchemas.mark.meta({ example: { kind: 'word', word: 'to look forward to', meaning: 'يتطلع إلى' } }),
    },
    responses: () => ({ 201: markView }),
  }),
  edit: route({
    method: 'put',
    path: '/lesson/mark/:id{[0-9]+}',
    access: only(Role.Tutor),
    summary: "The lesson's tutor rewrites a mark inside the same window; homework kept as homework keeps its done state",
    request: {
      params: idParams,
      body: lessonMarkSchemas.mark.meta({ example: { kind: 'correction', said: 'I am agree', better: 'I agree' } }),
    },
    responses: () => ({ 200: markView }),
  }),
  remove: route({
    method: 'delete',
    path: '/lesson/mark/:id{[0-9]+}',
    access: only(Role.Tutor),
    summary: "The lesson's tutor deletes a mark inside the same window; deleting it again answers mark-not-found",
    request: { params: idParams },
    responses: () => ({ 204: { contentType: null, description: 'The mark is deleted' } }),
  }),
  done: route({
    method: 'put',
    path: '/lesson/mark/:id{[0-9]+}/done',
    access: only(Role.Student),
    summary: "The lesson's student marks a homework done (or not done); a replay answers the same mark",
    request: { params: idParams, body: lessonMarkSchemas.done.meta({ example: { done: true } }) },
    responses: () => ({ 200: markView }),
  }),
};
