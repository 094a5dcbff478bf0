import { CONTROL } from './control-chars.ts';

/**
 * Terminal escape sequences: CSI (`ESC [` or the 8-bit `0x9b`, e.g. colours, clear screen),
 * OSC (`ESC ]` … BEL or ST, e.g. window titles, hyperlinks) and two-character escapes. The
 * parts of each alternative match disjoint characters, so the pattern stays linear.
 */
const SEQUENCE = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)|\x1b[@-_]/g;

/**
 * Text as it may reach an operator's terminal: feed values (ids, titles, file names) with
 * escape codes could otherwise recolour, clear or retitle it, or fake lines of a report.
 * `oneLine` also turns tabs and newlines into spaces (progress labels).
 */
export function printable(text: string, options: { oneLine?: boolean } = {}): string {
  const stripped = text.replace(SEQUENCE, '').replace(CONTROL, '');
  return options.oneLine ? stripped.replace(/[\t\n]/g, ' ') : stripped;
}

/**
 * A value as one line of a report or message: printable, tabs and newlines as spaces, cut to
 * `max` characters so a hostile value cannot flood the output or fake lines of it.
 */
export function inline(text: string, max = 40): string {
  const line = printable(text, { oneLine: true });
  if (line.length <= max) return line;
  // Not between the halves of a surrogate pair.
  const cut = /[\ud800-\udbff]/.test(line.charAt(max - 1)) ? max - 1 : max;
  return `${line.slice(0, cut)}…`;
}

/** A feed value quoted in a message: `"…"`, one line, at most `max` characters. */
export const quote = (text: string, max = 40) => `"${inline(text, max)}"`;

/** JSON for a terminal: the data unchanged, with the controls JSON.stringify leaves raw written as `\u` escapes. */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
