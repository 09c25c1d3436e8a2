import type { LessonView, Paged, TutorCard } from '@kalam/core/api';
import type { ApiRoutes } from '@kalam/core/routes/index';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { api, type BodyOf, type QueryOf } from '../src/lib/api';

// The typed client's promises, pinned: `npm run typecheck` fails when a route's types drift from what screens rely on.
// The calls sit in functions never run; the type checker reads them, the test runner only checks they exist.

describe('the typed client', () => {
  it('answers each route with its definition’s answer', () => {
    const one = () => api.get('/lesson/:id', { params: { id: 1 } });
    const list = () => api.get('/user/tutor/list/onboarded', { query: { page: 1, search: 'ريم' } });
    expectTypeOf(one).returns.resolves.toEqualTypeOf<LessonView>();
    expectTypeOf(list).returns.resolves.toMatchTypeOf<Paged<TutorCard>>();
    expect([one, list].every((f) => typeof f === 'function')).toBe(true);
  });

  it('takes the query values the server reads and the body it validates', () => {
    expectTypeOf<QueryOf<'GET /lesson/list'>>().toMatchTypeOf<{ page?: number; size?: number; status?: string; from?: number }>();
    expectTypeOf<QueryOf<'GET /chat/list/rooms/:userId'>['withMessages']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<BodyOf<'POST /lesson'>>().toHaveProperty('tutorId');
    const wrong = () => [
      // @ts-expect-error: no route has this path
      api.get('/lesson/nothing'),
      // @ts-expect-error: the path parameter is required
      api.get('/lesson/:id'),
      // @ts-expect-error: not a lesson status
      api.get('/lesson/list', { query: { status: 'lost' } }),
      // @ts-expect-error: a query boolean is a boolean, not the text it travels as
      api.get('/chat/list/rooms/:userId', { params: { userId: 1 }, query: { withMessages: 'true' } }),
      // @ts-expect-error: a field the booking does not take
      api.post('/lesson', { body: { tutorId: 1, start: 0, duration: 30, price: 0 } }),
    ];
    expect(typeof wrong).toBe('function');
  });

  it('knows every route by its method and path, patterns stripped', () => {
    expectTypeOf<'GET /lesson/:id'>().toMatchTypeOf<keyof ApiRoutes>();
    expectTypeOf<'POST /availability-slot'>().toMatchTypeOf<keyof ApiRoutes>();
    // @ts-expect-error: keys carry no regular expressions
    expectTypeOf<'GET /lesson/:id{[0-9]+}'>().toMatchTypeOf<keyof ApiRoutes>();
  });
});
