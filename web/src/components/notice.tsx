import type { ReactNode } from 'react';

/** A whole page's answer in place of the screen asked for (not yours, not found): a title, a line and a way on. */
export function Notice({ title, body, testId, children }: { title: string; body: string; testId: string; children?: ReactNode }) {
  return (
    <section className="container py-16 text-center" data-testid={testId}>
      <h1 className="text-2xl font-700 text-brand-900">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-gray-600">{body}</p>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
