/** Hands a blob to the browser as a download named `name` (a phone saves it to its files). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // the download has taken the bytes by the next turn; a second later is generous
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
