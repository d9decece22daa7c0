/** How long the object URL of a download lives: enough for the browser to start saving it. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Saves a Blob as a file through an object URL and a temporary <a download>: the way to download
 * something fetched with a bearer, which a plain link could not send.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
