import { defineConfig, presetWind4 } from 'unocss';

const CHEVRON =
  "data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' fill='none' viewBox='0 0 20 20'%3e%3cpath stroke='%236b7280' stroke-linecap='round' stroke-linejoin='round' stroke-width='1.5' d='m6 8 4 4 4-4'/%3e%3c/svg%3e";

export default defineConfig({
  presets: [presetWind4()],
  theme: {
    breakpoint: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    font: { sans: "'Cairo', system-ui, sans-serif" },
    colors: {
      brand: { 50: '#f0fdfa', 100: '#ccfbf1', 500: '#14b8a6', 600: '#0d9488', 700: '#0f766e', 800: '#115e59', 900: '#134e4a' },
      accent: { 400: '#fbbf24', 500: '#f59e0b' },
    },
  },
  shortcuts: {
    btn: 'inline-flex items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-600 transition-colors disabled:opacity-50 disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:outline-brand-600',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-ghost': 'btn border border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
    card: 'rounded-2xl border border-gray-200 bg-white shadow-sm',
    input:
      'w-full rounded-xl border border-gray-300 bg-white px-4 py-2.5 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500',
    container: 'mx-auto w-full max-w-6xl px-4',
  },
  preflights: [
    {
      // a native select ignores line-height and grows with Cairo's tall line (54 px beside a 46 px text field): drawn by
      // us, with our own arrow at its inline end, it is exactly as tall as the text field beside it
      getCSS: () => `select.input {
  appearance: none;
  padding-inline-end: 2.5rem;
  background-image: url("${CHEVRON}");
  background-repeat: no-repeat;
  background-size: 1.25rem;
  background-position: right 0.75rem center;
}
select.input:dir(rtl) {
  background-position: left 0.75rem center;
}`,
    },
  ],
});
