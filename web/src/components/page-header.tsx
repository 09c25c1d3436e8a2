import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle?: string }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white py-6 md:py-12">
      <div className="container">
        <h1 className="text-2xl font-700 text-brand-900 md:text-4xl">{title}</h1>
        {subtitle && <p className="mt-2 max-w-2xl md:mt-3 md:text-lg text-gray-600">{subtitle}</p>}
      </div>
    </header>
  );
}
