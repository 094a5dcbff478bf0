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

/** JSON for a terminal: the data unchanged, with the controls JSON.stringify leaves raw written as `\u` escapes. */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
