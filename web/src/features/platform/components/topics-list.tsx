import type { Topic } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Topics as rows on wide screens and stacked cards on phones, each with edit and delete. */
export function TopicsList({
  topics,
  onEdit,
  onDelete,
}: {
  topics: Topic[];
  onEdit: (topic: Topic) => void;
  onDelete: (topic: Topic) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="card divide-y divide-gray-100" aria-label={t('manage.topics.list')} data-testid="topics-list">
      {topics.map((topic) => (
        <li key={topic.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="topic-row">
          <div className="min-w-0">
            <p className="font-700 text-gray-900">{topic.nameAr}</p>
            <p className="text-sm text-gray-600" dir="ltr" lang="en">
              {topic.nameEn}
            </p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-ghost px-3 py-1.5 text-sm"
              aria-label={t('manage.topics.editLabel', { name: topic.nameAr })}
              onClick={() => onEdit(topic)}
            >
              {t('manage.common.edit')}
            </button>
            <button
              type="button"
              className="btn-ghost px-3 py-1.5 text-sm text-red-700"
              aria-label={t('manage.topics.deleteLabel', { name: topic.nameAr })}
              onClick={() => onDelete(topic)}
            >
              {t('manage.common.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
