import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { ContactForm } from '../features/contact/components/contact-form';
import '../features/contact/i18n';

export default function Contact() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="container max-w-3xl py-8">
        <ContactForm />
      </div>
    </>
  );
}
