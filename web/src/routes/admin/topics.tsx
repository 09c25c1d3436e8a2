import type { Topic } from '@kalam/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useToast } from '../../components/toast';
import { AdminPage } from '../../features/admin/components/admin-page';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useDeleteTopic, useTopicPage } from '../../features/platform/api/topics';
import { TopicDialog } from '../../features/platform/components/topic-dialog';
import { TopicsList } from '../../features/platform/components/topics-list';
import { usePaging } from '../../lib/use-paging';
import '../../features/platform/i18n';

/** Admins: the topic catalogue tutors pick from; add, rename and remove topics. */
export default function AdminTopics() {
  const { t } = useTranslation();
  const toast = useToast();
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  // undefined: closed; null: a new topic; a topic: renaming it
  const [editing, setEditing] = useState<Topic | null>();
  const [removing, setRemoving] = useState<Topic | null>(null);
  const { page, size, pager } = usePaging(50);
  const topics = useTopicPage(page, size);
  const remove = useDeleteTopic();
  const closeRemove = () => (setRemoving(null), remove.reset());
  const confirmRemove = (topic: Topic) =>
    remove.mutate(topic.id, {
      onSuccess: () => (toast({ type: 'success', title: t('manage.topics.deleted', { name: topic.nameAr }) }), closeRemove()),
    });

  return (
    <AdminPage
      admin={admin}
      title={t('manage.topics.title')}
      subtitle={
        <>
          {t('manage.topics.subtitle')}
          {topics.data && (
            <span className="ms-2 font-600" data-testid="topics-total">
              {t('manage.topics.count', { count: topics.data.total })}
            </span>
          )}
        </>
      }
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
          {t('manage.topics.add')}
        </button>
      }
    >
      <QueryState query={topics} error={t('manage.common.loadError')} empty={({ total }) => total === 0 && t('manage.topics.empty')}>
        {({ list, total }) => (
          <div>
            <TopicsList topics={list} onEdit={setEditing} onDelete={setRemoving} />
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
      {editing !== undefined && (
        <TopicDialog key={editing?.id ?? 'new'} topic={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
      {removing && (
        <ConfirmDialog
          title={t('manage.topics.deleteTitle', { name: removing.nameAr })}
          body={t('manage.topics.deleteBody')}
          confirm={t('manage.topics.deleteConfirm')}
          cancel={t('manage.common.cancel')}
          onConfirm={() => confirmRemove(removing)}
          onClose={closeRemove}
          pending={remove.isPending}
          error={remove.error}
        />
      )}
    </AdminPage>
  );
}
