import type { Topic } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { formatNumber } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { useSaveTopic } from '../api/topics';
import '../i18n';

/** Adds a topic or renames one, in Arabic and English; a name another topic has is refused on its field. */
export function TopicDialog({ topic, onClose }: { topic?: Topic; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm({ nameAr: topic?.nameAr ?? '', nameEn: topic?.nameEn ?? '' });
  const { values, errors } = form;
  const save = useSaveTopic();
  const hint = t('manage.topics.nameHint', { min: formatNumber(BOUNDS.topicName.min), max: formatNumber(BOUNDS.topicName.max) });
  // the server answers `invalid` on a name another topic already has
  const errorText = (key: 'nameAr' | 'nameEn') => (errors[key] === 'invalid' ? t('manage.topics.taken') : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { nameAr: values.nameAr.trim(), nameEn: values.nameEn.trim() };
    await form.submit(
      (s) => s.topic.create,
      input,
      async () => {
        await save.mutateAsync({ id: topic?.id, input });
        toast({ type: 'success', title: t(topic ? 'manage.topics.updated' : 'manage.topics.created') });
        onClose();
      },
    );
  }

  return (
    <Modal title={topic ? t('manage.topics.editTitle', { name: topic.nameAr }) : t('manage.topics.addTitle')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field label={t('manage.topics.nameAr')} dir="rtl" hint={hint} {...form.field('nameAr')} errorText={errorText('nameAr')} />
        <Field
          label={t('manage.topics.nameEn')}
          dir="ltr"
          lang="en"
          hint={hint}
          {...form.field('nameEn')}
          errorText={errorText('nameEn')}
        />
        <FormActions
          error={form.formError}
          busy={save.isPending}
          submit={save.isPending ? t('manage.common.saving') : t('manage.common.save')}
          cancel={t('manage.common.cancel')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
