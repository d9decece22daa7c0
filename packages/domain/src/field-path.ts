/**
 * A path into a request body as the API reports it in `field: message` items:
 * `['masterKeys', 0, 'lockSets', 1, 'frontText2']` → `masterKeys[0].lockSets[1].frontText2`.
 * The server writes it; forms read it to put a message under the right field.
 */
export function formatFieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((path, segment) => {
    const text = String(segment);
    if (/^\d+$/.test(text)) return `${path}[${text}]`;
    return path === '' ? text : `${path}.${text}`;
  }, '');
}
