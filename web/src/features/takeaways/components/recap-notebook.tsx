import { useTranslation } from 'react-i18next';
import { useNotebookText } from '../api';
import '../i18n';

/**
 * The lesson's notebook on its recap, read only: one paragraph per line, each taking its own direction (an Arabic
 * explanation beside an English example). Nothing while it is empty or cannot be read: the marks above still stand.
 */
export function RecapNotebook({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const text = useNotebookText(lessonId).data?.text.trim() ?? '';
  if (!text) return null;
  return (
    <section className="card mt-4 p-4 sm:p-6" aria-labelledby="recap-notebook-title" data-testid="recap-notebook">
      <h2 id="recap-notebook-title" className="mb-3 text-lg font-700 text-brand-900">
        {t('takeaways.recap.notebook')}
      </h2>
      <div className="leading-relaxed text-gray-900">
        {text.split('\n').map((line, i) =>
          line.trim() ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a saved text, never reordered
            <p key={i} dir="auto" className="whitespace-pre-wrap break-words" data-testid="recap-notebook-line">
              {line}
            </p>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a saved text, never reordered
            <div key={i} className="h-3" aria-hidden />
          ),
        )}
      </div>
    </section>
  );
}
