import { API_BASE } from '@kalam/core/api';
import standalone from '@scalar/api-reference/browser/standalone.js?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

type Scalar = { createApiReference: (el: HTMLElement, config: Record<string, unknown>) => { destroy?: () => void } };

/** The API reference: the renderer's own bundle is fetched only on this page and reads the live OpenAPI document. */
export default function ApiDocs() {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let app: ReturnType<Scalar['createApiReference']> | undefined;
    const script = document.createElement('script');
    script.src = standalone;
    script.onload = () => {
      const scalar = (window as unknown as { Scalar?: Scalar }).Scalar;
      if (!scalar || !host.current) return setFailed(true);
      // our own fonts, no calls to outside services, no AI or client extras: the document is all it needs
      app = scalar.createApiReference(host.current, {
        url: `${API_BASE}/openapi.json`,
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
        agent: { disabled: true },
        showDeveloperTools: 'never',
        showToolbar: 'never',
      });
    };
    script.onerror = () => setFailed(true);
    document.head.append(script);
    return () => {
      app?.destroy?.();
      script.remove();
    };
  }, []);

  return (
    <>
      <PageHeader title={t('apiDocs.title')} subtitle={t('apiDocs.subtitle')} />
      {failed && (
        <p role="alert" className="container py-6 text-red-700">
          {t('apiDocs.failed')}
        </p>
      )}
      <div ref={host} dir="ltr" lang="en" data-testid="api-reference" data-vendor-ui className="min-h-[60vh]" />
    </>
  );
}
