import { defineConfig, presetWind4 } from 'unocss';

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
});
