import type { MarkView, RecapView } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type MarkInput = z.output<typeof schemas.lessonMark.mark>;

/** Under the lessons' keys: a lesson moved or cancelled refreshes its recap too. */
export const recapKey = (lessonId: number) => ['lessons', 'recap', lessonId] as const;

export const recapQuery = (lessonId: number) =>
  queryOptions({ queryKey: recapKey(lessonId), queryFn: () => api.get('/lesson/:id/recap', { params: { id: lessonId } }) });

/** `GET /lesson/{id}/recap`: the lesson and its marks; `live` re-reads them while the lesson is on (the tutor writes them then). */
export const useRecap = (lessonId: number, live = false) =>
  useQuery({ ...recapQuery(lessonId), enabled: lessonId > 0, retry: false, refetchInterval: live ? 15_000 : false });

/** `GET /lesson/{id}/notebook`: the lesson's shared notebook as last saved, plain text, for the recap. */
export const useNotebookText = (lessonId: number) =>
  useQuery({
    queryKey: ['lessons', 'notebook', lessonId],
    queryFn: () => api.get('/lesson/:id/notebook', { params: { id: lessonId } }),
    enabled: lessonId > 0,
    retry: false,
  });

/** Writes one mark (add, edit, delete or done) and puts the answer into the cached recap at once. */
function useMarkChange<V>(lessonId: number, write: (v: V) => Promise<MarkView | { removed: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) =>
      client.setQueryData<RecapView>(recapKey(lessonId), (recap) => {
        if (!recap) return recap;
        if ('removed' in answer) return { ...recap, marks: recap.marks.filter((m) => m.id !== answer.removed) };
        const known = recap.marks.some((m) => m.id === answer.id);
        return { ...recap, marks: known ? recap.marks.map((m) => (m.id === answer.id ? answer : m)) : [...recap.marks, answer] };
      }),
    // not awaited: the answer is already in the cache, so the control need not wait for the re-read
    onSettled: () => void client.invalidateQueries({ queryKey: recapKey(lessonId) }),
  });
}

/** `POST /lesson/{id}/mark` or `PUT /lesson/mark/{id}`: the tutor adds a mark, or rewrites the one with `id`. */
export const useSaveMark = (lessonId: number) =>
  useMarkChange(lessonId, ({ id, body }: { id?: number; body: MarkInput }) =>
    id ? api.put('/lesson/mark/:id', { params: { id }, body }) : api.post('/lesson/:id/mark', { params: { id: lessonId }, body }),
  );

/** `DELETE /lesson/mark/{id}`: the tutor deletes a mark. */
export const useRemoveMark = (lessonId: number) =>
  useMarkChange(lessonId, async (id: number) => {
    await api.delete('/lesson/mark/:id', { params: { id } });
    return { removed: id };
  });

/** `PUT /lesson/mark/{id}/done`: the student marks homework done, or not done. */
export const useHomeworkDone = (lessonId: number) =>
  useMarkChange(lessonId, ({ id, done }: { id: number; done: boolean }) =>
    api.put('/lesson/mark/:id/done', { params: { id }, body: { done } }),
  );
