import type { UploadOutcome } from '../lib/use-upload';

/** An upload's bar, with its label and the percent in words. */
export function UploadProgress({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="text-sm font-600 text-brand-800"
      data-testid="upload-progress"
    >
      {text}
      <div className="mt-1 h-3 w-full overflow-hidden rounded-full bg-gray-200">
        <div className="h-3 rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** How the last upload ended: stopped, refused (with the reason) or saved. */
export function UploadEnd({ outcome, aborted, done }: { outcome: UploadOutcome; aborted: string; done: string }) {
  if (outcome?.kind === 'aborted')
    return (
      <p role="status" className="text-gray-700" data-testid="upload-aborted">
        {aborted}
      </p>
    );
  if (outcome?.kind === 'error')
    return (
      <p role="alert" className="font-600 text-red-600">
        {outcome.message}
      </p>
    );
  if (outcome?.kind === 'done')
    return (
      <p role="status" className="font-600 text-green-700" data-testid="upload-done">
        {done}
      </p>
    );
  return null;
}
