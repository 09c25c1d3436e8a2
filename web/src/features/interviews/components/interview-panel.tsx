import type { InterviewView } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import { InterviewStatus } from '@kalam/core/enums';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog, FormActions } from '../../../components/confirm-dialog';
import { Field, SelectField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { formatDateTime, formatNumber, userTimeZone } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { useNow } from '../../../lib/use-now';
import { fetchInterview } from '../api/get-interview';
import { type InterviewUpdate, useUpdateInterview } from '../api/update-interview';
import { htmlToText, textToHtml } from '../lib/html';
import { isReadOnly, isSignable, RECORDABLE_STATUSES, STATUS_KEYS } from '../lib/status';
import { ApplicationView } from './application-view';
import { InterviewText } from './interview-text';
import { JoinLink } from './join-link';
import { PersonAvatar } from './person-avatar';
import { InterviewStatusBadge, SignedBadge } from './status-badge';
import '../i18n';

const LEVELS = Array.from({ length: BOUNDS.interviewLevel.max - BOUNDS.interviewLevel.min + 1 }, (_, i) => BOUNDS.interviewLevel.min + i);
/** The form's values: the chosen status and level as their selects hold them, the texts as typed. */
type Values = { status: string; level: string; feedback: string; note: string };
const valuesOf = (i: InterviewView): Values => ({
  status: String(i.status),
  level: i.level === null ? '' : String(i.level),
  feedback: i.feedback ? htmlToText(i.feedback) : '',
  note: i.note ? htmlToText(i.note) : '',
});
/** The values with the status and level as numbers (no level chosen is null). */
const chosen = (v: Values) => ({ ...v, status: Number(v.status), level: v.level ? Number(v.level) : null });

/** What changed since the stored interview, as the API takes it (text becomes escaped paragraphs of HTML). */
function changesOf(stored: InterviewView, form: Values): InterviewUpdate {
  const before = chosen(valuesOf(stored));
  const values = chosen(form);
  const change: InterviewUpdate = {};
  if (values.status !== before.status) change.status = values.status as InterviewUpdate['status'];
  if (values.level !== null && values.level !== before.level) change.level = values.level;
  if (values.feedback.trim() !== before.feedback.trim()) change.feedback = textToHtml(values.feedback);
  if (values.note.trim() !== before.note.trim()) change.note = textToHtml(values.note);
  return change;
}

/**
 * One interview for its interviewer or an admin: record status, level, feedback and note, and sign the result (final:
 * a passed applicant becomes an active tutor). Signed and cancelled interviews are read-only.
 */
export function InterviewPanel({ interview, canSign, onClose }: { interview: InterviewView; canSign: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(interview);
  return (
    <Modal title={t('interviews.panel.title', { name: current.interviewee.name })} onClose={onClose} wide>
      <Summary interview={current} />
      {isReadOnly(current) ? (
        <ReadOnly interview={current} onClose={onClose} />
      ) : (
        <Editor interview={current} canSign={canSign} onSaved={setCurrent} onClose={onClose} />
      )}
    </Modal>
  );
}

function Summary({ interview }: { interview: InterviewView }) {
  const { t } = useTranslation();
  const zone = userTimeZone();
  const now = useNow(30_000);
  const live = interview.status !== InterviewStatus.Canceled && now < interview.end;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-4 gap-y-3 rounded-xl bg-gray-50 p-4 text-sm sm:grid-cols-2" data-testid="interview-summary">
        <div>
          <dt className="text-gray-500">{t('interviews.columns.applicant')}</dt>
          <dd className="flex items-center gap-3 font-700">
            <PersonAvatar user={interview.interviewee} />
            {interview.interviewee.name}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('interviews.columns.interviewer')}</dt>
          <dd className="font-600">{interview.interviewer.name}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('interviews.columns.time')}</dt>
          <dd className="font-600">{formatDateTime(interview.start, zone)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('interviews.columns.status')}</dt>
          <dd className="flex flex-wrap gap-2">
            <InterviewStatusBadge interview={interview} />
            {interview.signedAt !== null && <SignedBadge />}
          </dd>
        </div>
      </dl>
      <ApplicationView applicant={interview.interviewee} />
      <div className="flex flex-wrap items-center gap-2">
        {live && <JoinLink interview={interview} now={now} className="btn-primary px-4 py-2" />}
        <Link to={`/chat?with=${interview.interviewee.id}`} className="btn-ghost px-4 py-2">
          {t('interviews.panel.chat')}
        </Link>
      </div>
    </div>
  );
}

function ReadOnly({ interview, onClose }: { interview: InterviewView; onClose: () => void }) {
  const { t } = useTranslation();
  const signed = interview.signedAt !== null;
  const item = (label: string, value: ReactNode) => (
    <div>
      <dt className="mb-1 font-600 text-gray-800">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="mt-5 grid gap-4" data-testid="interview-read-only">
      <p role="note" className="rounded-xl bg-brand-50 p-3 text-brand-900">
        {signed
          ? t('interviews.panel.signedNote', {
              name: interview.signer?.name ?? '—',
              date: formatDateTime(interview.signedAt ?? 0, userTimeZone()),
            })
          : t('interviews.panel.cancelledNote')}
      </p>
      <dl className="grid gap-4">
        {item(t('interviews.fields.level'), interview.level === null ? '—' : formatNumber(interview.level))}
        {item(
          t('interviews.fields.feedback'),
          interview.feedback ? <InterviewText html={interview.feedback} testId="interview-feedback" /> : '—',
        )}
        {item(t('interviews.fields.note'), interview.note ? <InterviewText html={interview.note} testId="interview-note" /> : '—')}
      </dl>
      <button type="button" className="btn-ghost justify-self-start" onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}

function Editor({
  interview,
  canSign,
  onSaved,
  onClose,
}: {
  interview: InterviewView;
  canSign: boolean;
  onSaved: (i: InterviewView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const update = useUpdateInterview();
  const form = useForm(() => valuesOf(interview));
  const { values } = form;
  const [confirming, setConfirming] = useState(false);
  // the values a save found unchanged: the notice shows until something is changed
  const [unchanged, setUnchanged] = useState<Values>();
  const signable = isSignable(chosen(values));
  // the server refuses to sign before the start (interview-not-started); say so instead of offering the button
  const started = interview.start <= useNow(30_000);

  async function send(change: InterviewUpdate, signing: boolean) {
    await form.submit(
      (s) => s.interview.update,
      change,
      async () => {
        const saved = await update.mutateAsync({ id: interview.id, change }).catch((err: unknown) => {
          // someone signed it meanwhile: show the signed result instead of the form
          if (err instanceof ApiError && err.code === 'interview-already-signed') void fetchInterview(interview.id).then(onSaved, () => {});
          throw err;
        });
        toast({ type: 'success', title: t(signing ? 'interviews.panel.signedToast' : 'interviews.panel.saved') });
        onSaved(saved);
        form.setValues(valuesOf(saved));
      },
    );
    setConfirming(false);
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const change = changesOf(interview, values);
    if (!Object.keys(change).length) return setUnchanged(values);
    void send(change, false);
  };

  return (
    <form noValidate onSubmit={save} className="mt-5 grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('interviews.fields.status')} {...form.field('status')}>
          {RECORDABLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`interviews.status.${STATUS_KEYS[s]}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('interviews.fields.level')} {...form.field('level')}>
          <option value="">{t('interviews.panel.noLevel')}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t('interviews.levelOf', { level: formatNumber(l), max: formatNumber(BOUNDS.interviewLevel.max) })}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label={t('interviews.fields.feedback')}
        multiline
        hint={t('interviews.panel.feedbackHint')}
        maxLength={BOUNDS.interviewText.max + 200}
        dir="auto"
        {...form.field('feedback')}
      />
      <Field
        label={t('interviews.fields.note')}
        multiline
        optional
        hint={t('interviews.panel.noteHint')}
        maxLength={BOUNDS.interviewText.max + 200}
        dir="auto"
        rows={3}
        {...form.field('note')}
      />

      {form.errors.sign && (
        <p role="alert" className="text-sm font-600 text-red-600">
          {t('interviews.panel.cannotSign')}
        </p>
      )}
      {unchanged === values && (
        <p role="status" className="text-gray-600">
          {t('interviews.panel.nothing')}
        </p>
      )}

      <FormActions
        error={form.formError}
        small={false}
        busy={update.isPending}
        submit={t('interviews.panel.save')}
        cancel={t('common.close')}
        onCancel={onClose}
      >
        {canSign && (
          <button
            type="button"
            className="btn-ghost border-brand-700 text-brand-800"
            disabled={!signable || !started || update.isPending}
            onClick={() => setConfirming(true)}
            aria-expanded={confirming}
            aria-describedby={signable && started ? undefined : `${id}-sign-hint`}
          >
            {t('interviews.sign.action')}
          </button>
        )}
      </FormActions>
      {confirming && (
        <ConfirmDialog
          inline
          danger={false}
          title={t('interviews.sign.title')}
          body={t(chosen(values).status === InterviewStatus.Passed ? 'interviews.sign.bodyPassed' : 'interviews.sign.bodyRejected', {
            name: interview.interviewee.name,
          })}
          confirm={t('interviews.sign.confirm')}
          cancel={t('interviews.sign.back')}
          pending={update.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => send({ ...changesOf(interview, values), sign: true }, true)}
        />
      )}
      {canSign && (!started || !signable) && (
        <p id={`${id}-sign-hint`} className="-mt-3 text-sm text-gray-500">
          {started ? t('interviews.sign.needs') : t('interviews.sign.notYet', { date: formatDateTime(interview.start, userTimeZone()) })}
        </p>
      )}
    </form>
  );
}
