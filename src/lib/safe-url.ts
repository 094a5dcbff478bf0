/** The URL as a string when it is absolute http(s); null for anything else (`javascript:`, `data:`, relative). */
export function safeHttpUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
