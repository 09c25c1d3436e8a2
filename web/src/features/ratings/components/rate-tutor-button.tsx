import type { PublicUser } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RateTutorDialog } from './rate-tutor-dialog';
import '../rate-tutor-i18n';

/** A past lesson's "rate the tutor": opens the rating dialog for that tutor. */
export function RateTutorButton({ tutor, raterId }: { tutor: PublicUser; raterId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        {t('rateTutor.open')}
      </button>
      {open && <RateTutorDialog tutor={tutor} raterId={raterId} onClose={() => setOpen(false)} />}
    </>
  );
}
