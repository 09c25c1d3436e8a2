import type { CurrentUser } from '@kalam/core/api';
import type { FieldErrorCode } from '@kalam/core/errors';
import { type FormEvent, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import type { StepForm } from '../../lib/use-draft';
import type { useFormErrors } from '../../lib/use-form-errors';
import { useUpdateUser } from './api/update-user';

type Tutor = CurrentUser['tutor'];

/**
 * A tutor settings form's save: `input()` checked against the tutor profile schema and sent as the account's tutor,
 * `stored` told what the server kept. The onboarding step's button calls it through `handle`; the form's own submit
 * runs it and says so in a toast. `error(key)` is a field's error, whether the server named it under `tutor.` or not.
 */
export function useTutorSave({
  user,
  handle,
  form,
  input,
  stored,
}: {
  user: CurrentUser;
  handle: StepForm['handle'];
  form: ReturnType<typeof useFormErrors>;
  input: () => unknown;
  stored: (tutor: Tutor) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateUser(user.id);
  async function save(): Promise<boolean> {
    return form.submit(
      (s) => s.tutor.profile,
      input(),
      async (checked) => stored((await update.mutateAsync({ tutor: checked })).tutor),
    );
  }
  useImperativeHandle(handle, () => ({ save }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await save()) toast({ type: 'success', title: t('tutorSettings.saved') });
  }
  const error = (key: string): FieldErrorCode | undefined => form.errors[`tutor.${key}`] ?? form.errors[key];
  return { submit, error, pending: update.isPending };
}
