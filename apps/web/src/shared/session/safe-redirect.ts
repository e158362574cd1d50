/** Any origin will do: only whether a target stays on it matters. */
const BASE = 'https://sangam.invalid';
/** ASCII controls, space and DEL, which browsers drop or read in URLs ("/\t/evil" is "//evil"), and backslashes (read as "/"). */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE = /[\u0000-\u0020\u007F\\]/;
/** Deep enough for any honest path (encoded once, or twice through `?redirect=`); more is refused. */
const MAX_DECODES = 3;

/**
 * The `?redirect=` target we follow after sign-in, or null: a path on this site that starts with a
 * single "/", with no ASCII whitespace, control character or backslash in it, nor in the
 * percent-decoded forms of its path (so "/\t/evil.example", "/%09/evil.example" and
 * "/%2F/evil.example" are refused). The answer is the path as a URL writes it, percent-encoded, so a path in any script
 * ("/hi/समुदाय") fits a Location header and the router alike.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length > 2000 || UNSAFE.test(target)) return null;
  // The path decides where a URL goes; its query and fragment may hold encoded spaces and the like.
  let path = target.split(/[?#]/, 1)[0]!;
  for (let decodes = 0; ; decodes++) {
    if (UNSAFE.test(path) || !path.startsWith('/') || path.startsWith('//')) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) break;
    if (decodes === MAX_DECODES) return null;
    path = decoded;
  }
  const url = new URL(target, BASE);
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
