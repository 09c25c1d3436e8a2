import { BOUNDS } from '@kalam/core/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '../../../lib/outgoing-messages';
import type { Failure } from '../hooks/use-chat-actions';
import { messageText, visibleLength } from '../lib/text';
import { formatChatTime } from '../lib/time';
import '../i18n';

interface Props {
  message: LocalMessage;
  mine: boolean;
  read: boolean;
  failureText: (code: Failure) => string;
  onRetry: () => void;
  onEdit: (text: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One message: the viewer's on the start side with a receipt, the other member's on the end side. */
export function MessageBubble({ message, mine, read, failureText, onRetry, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const deleted = message.deletedAt !== null;
  const stored = !message.status;
  const save = async () => {
    if (editing === null) return;
    setSaving(true);
    const done = await onEdit(editing);
    setSaving(false);
    if (done) setEditing(null);
  };
  const editLength = visibleLength(editing ?? '');
  return (
    <li
      className={`flex flex-col ${mine ? 'items-start' : 'items-end'}`}
      data-testid="message"
      data-mine={mine}
      data-message-id={message.id}
      data-status={message.status ?? 'stored'}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%] ${mine ? 'rounded-ss-sm bg-brand-700 text-white' : 'rounded-se-sm bg-gray-100 text-gray-900'} ${message.status === 'failed' ? 'opacity-70' : ''}`}
      >
        {editing !== null ? (
          <form onSubmit={(e) => (e.preventDefault(), void save())} className="grid gap-2">
            <textarea
              className="input min-h-20 text-gray-900"
              dir="auto"
              value={editing}
              aria-label={t('chat.message.editLabel')}
              // biome-ignore lint/a11y/noAutofocus: the box appears because its author pressed "edit"
              autoFocus
              aria-invalid={editLength > BOUNDS.chatMessage.max}
              onChange={(e) => setEditing(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
              data-testid="edit-message-input"
            />
            <div className="flex gap-2">
              <button
                type="submit"
                className="btn bg-white px-3 py-1 text-sm text-brand-800"
                disabled={saving || editLength < 1 || editLength > BOUNDS.chatMessage.max}
              >
                {t('chat.message.save')}
              </button>
              <button type="button" className="btn px-3 py-1 text-sm underline" onClick={() => setEditing(null)}>
                {t('chat.message.cancel')}
              </button>
            </div>
          </form>
        ) : deleted ? (
          <p className="italic opacity-80" data-testid="message-deleted">
            {t('chat.message.deleted')}
          </p>
        ) : (
          <p className="whitespace-pre-wrap break-words" dir="auto" data-testid="message-text">
            {messageText(message.text)}
          </p>
        )}
        <p className={`mt-1 flex items-center gap-1.5 text-xs ${mine ? 'text-brand-100' : 'text-gray-600'}`}>
          <time dateTime={new Date(message.createdAt).toISOString()}>{formatChatTime(message.createdAt)}</time>
          {message.editedAt !== null && !deleted && <span data-testid="message-edited">· {t('chat.message.edited')}</span>}
          {mine && !deleted && <Receipt message={message} read={read} />}
        </p>
      </div>
      {message.status === 'failed' && (
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <p role="alert" className="text-red-700" data-testid="message-failure">
            {message.failure ? failureText(message.failure) : t('chat.message.failed')}
          </p>
          <button type="button" className="font-600 text-brand-700 underline" onClick={onRetry}>
            {t('chat.message.retry')}
          </button>
        </div>
      )}
      {mine && stored && !deleted && editing === null && (
        <div className="mt-0.5 flex flex-wrap items-center gap-1">
          <button
            type="button"
            className="rounded px-2 text-gray-500 hover:bg-gray-100"
            aria-label={t('chat.message.options')}
            aria-expanded={menu}
            onClick={() => setMenu(!menu)}
            data-testid="message-options"
          >
            ⋯
          </button>
          {menu && (
            <>
              <button
                type="button"
                className="btn-ghost px-3 py-1 text-sm"
                onClick={() => (setEditing(messageText(message.text)), setMenu(false))}
              >
                {t('chat.message.edit')}
              </button>
              <button type="button" className="btn-ghost px-3 py-1 text-sm text-red-700" onClick={() => (setMenu(false), onDelete())}>
                {t('chat.message.delete')}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

function Receipt({ message, read }: { message: LocalMessage; read: boolean }) {
  const { t } = useTranslation();
  if (message.status === 'pending')
    return (
      <span role="img" aria-label={t('chat.message.pending')} data-testid="read-receipt" data-receipt="pending">
        ⏱
      </span>
    );
  if (message.status === 'failed')
    return (
      <span role="img" aria-label={t('chat.message.failed')} data-testid="read-receipt" data-receipt="failed">
        !
      </span>
    );
  return read ? (
    <span role="img" aria-label={t('chat.message.read')} data-testid="read-receipt" data-receipt="read" className="font-700 text-sky-200">
      ✓✓
    </span>
  ) : (
    <span role="img" aria-label={t('chat.message.sent')} data-testid="read-receipt" data-receipt="sent">
      ✓
    </span>
  );
}
