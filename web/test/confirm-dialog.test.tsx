import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/components/confirm-dialog';
import { ApiError } from '../src/lib/api';

// A screen with a button that asks, as the screens use the one confirm.
function Asking({ inline, error, onConfirm }: { inline?: boolean; error?: unknown; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        إلغاء الدرس
      </button>
      {asking && (
        <ConfirmDialog
          inline={inline}
          title={inline ? undefined : 'إلغاء الدرس؟'}
          body="هل تريد إلغاء هذا الدرس؟"
          confirm="نعم، ألغِ الدرس"
          cancel="لا، أبقِه"
          error={error}
          onConfirm={onConfirm}
          onClose={() => setAsking(false)}
        >
          <p>ستعود الدقائق إلى رصيدك.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe.each([
  ['over the page', false],
  ['inline', true],
])('the one confirm, %s', (_, inline) => {
  it('starts on the way back, says what more there is to know, and Escape goes back to the button that asked', () => {
    const onConfirm = vi.fn();
    render(<Asking inline={inline} onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'إلغاء الدرس' });
    opener.focus();
    fireEvent.click(opener);
    const confirm = screen.getByRole('alertdialog', { name: inline ? 'هل تريد إلغاء هذا الدرس؟' : 'إلغاء الدرس؟' });
    expect(confirm.textContent).toContain('ستعود الدقائق إلى رصيدك.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'لا، أبقِه' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    if (!inline) fireEvent(confirm, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('goes on only when asked twice, and tells why the call failed in the catalogue words', () => {
    const onConfirm = vi.fn();
    render(<Asking inline={inline} onConfirm={onConfirm} error={new ApiError('lesson-not-found', 404)} />);
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الدرس' }));
    fireEvent.click(screen.getByRole('button', { name: 'نعم، ألغِ الدرس' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toBe('الدرس غير موجود.');
  });
});
