/** Each rendered page's scripts besides the entry's, by page name (web/vite.config.ts `pageScripts`). */
declare module 'virtual:page-scripts' {
  const scripts: Record<string, string[]>;
  export default scripts;
}
