/** Any C0 control character or DEL: browsers strip some (tab, newlines) and choke on others. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Where to send a person after sign-in, given the `return_to` (server) or `redirect` (web) they came with:
 * the value resolved against the app's own origin, kept only when it stays on that origin, and answered
 * re-serialised (path, query and fragment) so what the browser follows is exactly what was checked.
 * Anything else, or nothing, gives '/'.
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string {
  if (!value?.startsWith('/') || CONTROL_CHARACTER.test(value)) return '/';
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return '/';
  }
  if (target.origin !== new URL(origin).origin) return '/';
  const path = `${target.pathname}${target.search}${target.hash}`;
  // A path that begins with two slashes would be read as another host when followed.
  return path.startsWith('//') || path.startsWith('/\\') ? '/' : path;
}
