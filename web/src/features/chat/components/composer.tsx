import { BOUNDS } from '@kalam/core/constants';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsolatedText } from '../../../components/isolated-text';
import { formatNumber } from '../../../lib/format';
import { visibleLength } from '../lib/text';
import '../i18n';

/** Message box: Enter sends, Shift+Enter breaks the line; past 250 characters it advises, past 1000 it refuses. */
export function Composer({
  onSend,
  onTyping,
  busy = false,
  autoFocus = false,
}: {
  // biome-ignore lint/suspicious/noConfusingVoidType: a sender either just sends, or says whether the text may be cleared
  onSend: (text: string) => void | Promise<boolean>;
  onTyping?: () => void;
  busy?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // grows with its text up to its max height, then scrolls
  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is measured again whenever its text changes
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [text]);
  const length = visibleLength(text);
  const { advised, max } = BOUNDS.chatMessage;
  const tooLong = length > max;
  const canSend = length >= BOUNDS.chatMessage.min && !tooLong && !busy;
  /** Cleared at once, or when an awaited send (a new room) succeeds. */
  const send = async () => {
    if (!canSend) return;
    const sent = onSend(text);
    if (!(sent instanceof Promise)) return setText('');
    if (await sent) setText('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };
  return (
    <form className="border-t border-gray-200 bg-white p-3" onSubmit={(e) => (e.preventDefault(), void send())}>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          className="input max-h-40 min-h-11 flex-1 resize-none py-2"
          rows={1}
          dir={text ? 'auto' : undefined}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: only where the page is the conversation itself (autoFocus is the caller's choice)
          autoFocus={autoFocus}
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby={hintId}
          aria-invalid={tooLong}
          onChange={(e) => (setText(e.target.value), onTyping?.())}
          onKeyDown={onKey}
          data-testid="composer"
        />
        <button type="submit" className="btn-primary h-11 px-4" disabled={!canSend} data-testid="send-message">
          {t('chat.composer.send')}
        </button>
      </div>
      <div id={hintId} className="mt-1 flex flex-wrap items-start justify-between gap-x-3 text-xs">
        {tooLong ? (
          <p role="alert" className="text-red-700" data-testid="composer-too-long">
            {t('chat.composer.tooLong', { max: formatNumber(max) })}
          </p>
        ) : length > advised ? (
          <p role="status" className="text-amber-700" data-testid="composer-advised">
            {t('chat.composer.advised', { max: formatNumber(advised) })}
          </p>
        ) : (
          <p className="hidden text-gray-500 sm:block">
            <IsolatedText text={t('chat.composer.hint')} />
          </p>
        )}
        {length > 0 && (
          <p
            className={`ms-auto shrink-0 ${tooLong ? 'font-700 text-red-700' : length > advised ? 'text-amber-700' : 'text-gray-500'}`}
            data-testid="char-counter"
          >
            {t('chat.composer.counter', { count: formatNumber(length), max: formatNumber(length > advised ? max : advised) })}
          </p>
        )}
      </div>
    </form>
  );
}
