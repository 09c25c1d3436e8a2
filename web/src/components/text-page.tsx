import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A page of titled sections from the locale: `${ns}.s1Title`, `${ns}.s1Body`, … */
export function TextPage({ ns, sections, prefix = 's', subtitle }: { ns: string; sections: number; prefix?: string; subtitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`${ns}.title`)} subtitle={subtitle ? t(`${ns}.subtitle`) : undefined} />
      <div className="container grid gap-6 py-10 md:grid-cols-2">
        {Array.from({ length: sections }, (_, i) => i + 1).map((n) => (
          <section key={n} className="card p-6">
            <h2 className="text-xl font-700 text-brand-800">{t(`${ns}.${prefix}${n}Title`)}</h2>
            <p className="mt-3 text-gray-700">{t(`${ns}.${prefix}${n}Body`)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
