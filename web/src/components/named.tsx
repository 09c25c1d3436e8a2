import { useTranslation } from 'react-i18next';

const SLOT = '\u0000';

/** A translated sentence with `{{name}}` in it, the name isolated in `<bdi>` so a Latin name keeps its place in Arabic text. */
export function Named({ i18nKey, name }: { i18nKey: string; name: string }) {
  const { t } = useTranslation();
  const [before, after = ''] = t(i18nKey, { name: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}
