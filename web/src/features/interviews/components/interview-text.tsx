import { paragraphsOf } from '../lib/html';

/** Stored feedback or note, shown as plain-text paragraphs (the HTML is never injected). */
export function InterviewText({ html, testId }: { html: string; testId?: string }) {
  return (
    <div className="grid gap-2 whitespace-pre-line break-words text-gray-800" dir="auto" data-testid={testId}>
      {paragraphsOf(html).map((p, i) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered
          key={i}
        >
          {p}
        </p>
      ))}
    </div>
  );
}
