import type { Topic } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { formatNumber } from '../../../lib/format';
import { useFormErrors, useFormValues } from '../../../lib/use-form-errors';
import { useSaveTopic } from '../api/topics';
import '../i18n';

/** Adds a topic or renames one, in Arabic and English; a name another topic has is refused on its field. */
export function TopicDialog({ topic, onClose }: { topic?: Topic; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, , set] = useFormValues({ nameAr: topic?.nameAr ?? '', nameEn: topic?.nameEn ?? '' });
  const form = useFormErrors();
  const { errors, formError } = form;
  const save = useSaveTopic();
  const hint = t('manage.topics.nameHint', { min: formatNumber(BOUNDS.topicName.min), max: formatNumber(BOUNDS.topicName.max) });
  // the server answers `invalid` on a name another topic already has
  const errorText = (key: keyof typeof values) => (errors[key] === 'invalid' ? t('manage.topics.taken') : undefined);

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
        <Field
          label={t('manage.topics.nameAr')}
          name="nameAr"
          dir="rtl"
          value={values.nameAr}
          onChange={set('nameAr')}
          hint={hint}
          error={errors.nameAr}
          errorText={errorText('nameAr')}
        />
        <Field
          label={t('manage.topics.nameEn')}
          name="nameEn"
          dir="ltr"
          lang="en"
          value={values.nameEn}
          onChange={set('nameEn')}
          hint={hint}
          error={errors.nameEn}
          errorText={errorText('nameEn')}
        />
        <FormError message={formError} className="text-sm" />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('manage.common.saving') : t('manage.common.save')}
          </button>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('manage.common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
