/**
 * Characters no feed text needs and a terminal or a page acts on: C0 but tab and newline, DEL,
 * C1 (the 8-bit CSI `0x9b` among them) and the bidi controls that reorder what is shown
 * (marks, embeddings, overrides, isolates: U+202E shows `gpj.exe` as `exe.jpg`). Validation
 * strips them from stored text; printing strips them from output.
 */
export const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text as it is stored: control characters out (a CR becomes a space), white space folded and
 * trimmed. Feed text and what the shop command stores both go through it. Escaping happens on output.
 */
export function cleanText(text: string): string {
  const value = text.replace(CONTROL, (char) => (char === '\r' ? ' ' : ''));
  return /\s\s|[\t\n\r]/.test(value) ? value.replace(/\s+/g, ' ').trim() : value.trim();
}
