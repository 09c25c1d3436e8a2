import { Fragment } from 'react';

/**
 * A translated sentence whose `<bdi>…</bdi>` parts (an email address, a key's name) keep their own direction inside
 * the Arabic; everything else is text, never markup. React-i18next's `Trans` does this too, but costs every page 4 KB.
 */
export function IsolatedText({ text }: { text: string }) {
  return (
    <>
      {text.split(/<bdi>(.*?)<\/bdi>/s).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in its order
        <Fragment key={i}>{i % 2 ? <bdi>{part}</bdi> : part}</Fragment>
      ))}
    </>
  );
}
