import { FeedError } from '../raw-item.ts';
import { FIELD_CAP } from './field-cap.ts';

export type Delimiter = '\t' | ',' | ';';

/** What a tokenizer hands on: the header row, then every other row that is not blank. */
export interface TableSink {
  /** The header's cells, whole; returns which columns to read (the others are skipped as they stream). */
  onHeader(cells: string[], line: number): boolean[];
  /** A row's cells of the columns read; `overCap` is the first of them whose text went over FIELD_CAP (and was dropped). */
  onRow(cells: string[], line: number, overCap: number | undefined): void;
}

/** More header columns than any feed has: beyond it the first row is not a header. */
const MAX_COLUMNS = 1000;

const QUOTE = 34;
const LF = 10;
const CR = 13;
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const AFTER_QUOTE = 3;

/**
 * Delimited text as it streams in: a header row, then one row per line, RFC 4180 quoting (a
 * quote is special only at the start of a value, so an unquoted `27" monitor` in a TSV stays
 * as written). CRs are dropped, so values use `\n`. The delimiter is the given one, else the
 * first of tab, `;` and `,` in the header. `end` returns whether there was a header row.
 */
export function createTsvTokenizer(sink: TableSink, options: { delimiter?: Delimiter } = {}) {
  let delimiter = options.delimiter?.charCodeAt(0);
  let started = false;
  let pending = '';
  let kept: boolean[] | undefined;
  let state = FIELD_START;
  let cell = '';
  /** The current cell's column, and whether its text went over FIELD_CAP (and was dropped). */
  let column = 0;
  let cellOver = false;
  /** Values of the columns we read, by column; the first read column that went over the cap. */
  let row: string[] = [];
  let rowOver: number | undefined;
  let line = 1;
  let rowLine = 1;
  let rowStarted = false;
  let quoteLine = 1;

  function startRow(): void {
    if (rowStarted) return;
    rowStarted = true;
    rowLine = line;
  }

  /** Only columns we read keep their text, each up to FIELD_CAP, so a row's memory is bounded. */
  function addText(text: string): void {
    if (cellOver || (kept && !kept[column])) return;
    if (cell.length + text.length <= FIELD_CAP) cell += text;
    else {
      cellOver = true;
      cell = '';
    }
  }

  function endCell(): void {
    if (cellOver) {
      if (!kept) throw new FeedError(`not a product feed: its first row has a cell over ${FIELD_CAP} characters`, `line ${rowLine}`);
      rowOver ??= column;
    }
    if (!kept && column >= MAX_COLUMNS)
      throw new FeedError(`not a product feed: its first row has over ${MAX_COLUMNS} columns`, `line ${rowLine}`);
    if (!kept || kept[column]) row[column] = cell;
    column += 1;
    cell = '';
    cellOver = false;
    state = FIELD_START;
  }

  function endRow(): void {
    const cells = row;
    const over = rowOver;
    const blank = column === 1 && !cells[0]?.trim();
    row = [];
    rowOver = undefined;
    column = 0;
    if (!rowStarted) return;
    rowStarted = false;
    if (blank) return;
    if (kept) sink.onRow(cells, rowLine, over);
    else kept = sink.onHeader(cells, rowLine);
  }

  function addQuoted(segment: string): void {
    for (let at = segment.indexOf('\n'); at !== -1; at = segment.indexOf('\n', at + 1)) line += 1;
    addText(segment.includes('\r') ? segment.replaceAll('\r', '') : segment);
  }

  function tokenize(text: string, delim: number): void {
    const length = text.length;
    let i = 0;
    while (i < length) {
      if (state === QUOTED) {
        const close = text.indexOf('"', i);
        addQuoted(text.slice(i, close === -1 ? length : close));
        if (close === -1) return;
        state = AFTER_QUOTE;
        i = close + 1;
        continue;
      }
      const code = text.charCodeAt(i);
      if (state === AFTER_QUOTE) {
        if (code === QUOTE) {
          addText('"');
          state = QUOTED;
          i += 1;
          continue;
        }
        // Text after a closing quote is kept, as Python's csv module does.
        state = UNQUOTED;
      }
      if (code === QUOTE && state === FIELD_START) {
        startRow();
        quoteLine = line;
        state = QUOTED;
        i += 1;
      } else if (code === delim) {
        startRow();
        endCell();
        i += 1;
      } else if (code === LF) {
        endCell();
        endRow();
        line += 1;
        i += 1;
      } else if (code === CR) {
        i += 1;
      } else {
        let end = i + 1;
        while (end < length) {
          const next = text.charCodeAt(end);
          if (next === delim || next === LF || next === CR) break;
          end += 1;
        }
        startRow();
        addText(text.slice(i, end));
        state = UNQUOTED;
        i = end;
      }
    }
  }

  function write(text: string): void {
    if (!started && text.length > 0) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (delimiter === undefined) {
      pending += text;
      if (!pending.includes('\n')) {
        if (pending.length < 1_000_000) return;
        throw new FeedError('not a product feed: its first line is over a million characters long, so no header row', 'line 1');
      }
      text = pending;
      pending = '';
      delimiter = detectDelimiter(text);
    }
    tokenize(text, delimiter);
  }

  function end(): boolean {
    if (delimiter === undefined) {
      delimiter = detectDelimiter(pending);
      tokenize(pending, delimiter);
    }
    if (state === QUOTED) {
      throw new FeedError(
        `the file ends inside a quoted value that starts at line ${quoteLine}: it is cut off, or a quote inside a value is not doubled`,
        `line ${quoteLine}`,
      );
    }
    if (rowStarted) {
      endCell();
      endRow();
    }
    return kept !== undefined;
  }

  return { write, end };
}

function detectDelimiter(text: string): number {
  const newline = text.indexOf('\n');
  const header = newline === -1 ? text : text.slice(0, newline);
  const found = (['\t', ';', ','] as const).find((candidate) => header.includes(candidate)) ?? '\t';
  return found.charCodeAt(0);
}
