import {
  FeedError,
  stickyFailure,
  isRawField,
  splitAtCommas,
  splitUrlList,
  type FeedParser,
  type ItemSink,
  type RawField,
  type RawShipping,
} from '../raw-item.ts';
import { quote } from '../printable.ts';
import { addCapped, FIELD_CAP, LIST_CAP, overFieldCap } from './field-cap.ts';

type Delimiter = '\t' | ',' | ';';
type Column = RawField | 'additional_image_link' | 'shipping' | undefined;

/**
 * Does the next shipping rule (`CC:`, or an empty country's `:`) start at `at`? Rules split only
 * there; any other comma is part of a value, such as the decimal comma of `5,00 EUR`.
 */
const startsRule = (text: string, at: number) => text.charAt(at) === ':' || /^[a-z]{2}:/i.test(text.slice(at, at + 3));

/**
 * Attributes a feed may repeat as columns, their values joined (Google's "repeat the column");
 * any other attribute named twice would keep a copy of its value per column for every row.
 */
const REPEATABLE: ReadonlySet<string> = new Set(['additional_image_link', 'shipping', 'product_detail']);

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
 * Google Merchant Center text feeds: a header row of attribute names, then one item per
 * row, RFC 4180 quoting (a quote is special only at the start of a value, so an unquoted
 * `27" monitor` in a TSV stays as written). CRs are dropped, so values use `\n`.
 */
export function createGmcTsvParser(onItem: ItemSink, options: { delimiter?: Delimiter } = {}): FeedParser {
  let delimiter = options.delimiter?.charCodeAt(0);
  let started = false;
  let pending = '';
  let columns: Column[] | undefined;
  let itemNumber = 0;
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
    if (cellOver || (columns && !columns[column])) return;
    if (cell.length + text.length <= FIELD_CAP) cell += text;
    else {
      cellOver = true;
      cell = '';
    }
  }

  function endCell(): void {
    if (cellOver) {
      if (!columns) throw new FeedError(`not a product feed: its first row has a cell over ${FIELD_CAP} characters`, `line ${rowLine}`);
      rowOver ??= column;
    }
    if (!columns && column >= MAX_COLUMNS)
      throw new FeedError(`not a product feed: its first row has over ${MAX_COLUMNS} columns`, `line ${rowLine}`);
    if (!columns || columns[column]) row[column] = cell;
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
    if (columns) emitItem(columns, cells, rowLine, over);
    else columns = readHeader(cells, rowLine);
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

  function emitItem(header: Column[], cells: string[], lineNumber: number, over: number | undefined): void {
    itemNumber += 1;
    const fields: Partial<Record<RawField, string>> = {};
    const additionalImages: string[] = [];
    const shipping: RawShipping[] = [];
    let overCap = over === undefined ? null : overFieldCap(header[over] ?? `column ${over + 1}`);
    header.forEach((name, index) => {
      const value = cells[index]?.trim();
      if (!name || !value) return;
      if (name === 'additional_image_link') overCap ??= addCapped(additionalImages, splitUrlList(value), name);
      else if (name === 'shipping') overCap ??= addCapped(shipping, parseShipping(value), name);
      else if (name === 'product_detail' && fields.product_detail) {
        fields.product_detail += `\n${value}`;
        if (fields.product_detail.length > FIELD_CAP) overCap ??= overFieldCap(name);
      } else fields[name] ??= value;
    });
    onItem({ itemNumber, line: lineNumber, fields, additionalImages, shipping, ...(overCap && { overCap }) });
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

  function end(): void {
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
    if (!columns) throw new FeedError('the file is empty: expected a header row naming id, title and the other attributes', 'line 1');
  }

  const run = stickyFailure();

  return {
    write: (text) => run(() => write(text)),
    end: () => run(end),
    feedTime: () => null,
  };
}

function detectDelimiter(text: string): number {
  const newline = text.indexOf('\n');
  const header = newline === -1 ? text : text.slice(0, newline);
  const found = (['\t', ';', ','] as const).find((candidate) => header.includes(candidate)) ?? '\t';
  return found.charCodeAt(0);
}

function readHeader(cells: string[], lineNumber: number): Column[] {
  const names = cells.map((cell) => cell.trim().toLowerCase().replace(/^g:/, ''));
  if (!names.includes('id') || !names.includes('title')) {
    const shown = names
      .slice(0, 8)
      .map((name) => quote(name))
      .join(', ');
    throw new FeedError(
      `not a product feed: the header must name id and title columns (with price, link, availability, …); its first row holds ${shown}${names.length > 8 ? ', …' : ''}`,
      `line ${lineNumber}`,
    );
  }
  const columns = names.map((name) => (isRawField(name) || REPEATABLE.has(name) ? (name as Column) : undefined));
  const seen = new Map<string, number[]>();
  columns.forEach((name, index) => {
    if (!name) return;
    const at = seen.get(name) ?? [];
    at.push(index + 1);
    seen.set(name, at);
    if (!REPEATABLE.has(name) && at.length > 1) {
      throw new FeedError(
        `not a product feed: the header names ${name} twice (columns ${at[0]} and ${index + 1}), and Google Merchant Center refuses a repeated attribute that takes one value: keep one of them`,
        `line ${lineNumber}`,
      );
    }
    if (at.length > LIST_CAP) {
      throw new FeedError(
        `not a product feed: the header has over ${LIST_CAP} ${name} columns, the most one item may list`,
        `line ${lineNumber}`,
      );
    }
  });
  return columns;
}

/** `country:region:service:price[:handling and transit times]`; fewer parts: country first, price last. */
function parseShipping(value: string): RawShipping[] {
  const rules: RawShipping[] = [];
  for (const rule of splitAtCommas(value, startsRule)) {
    const parts = rule.split(':').map((part) => part.trim());
    if (parts.every((part) => part === '')) continue;
    const price = parts.length >= 4 ? parts[3] : parts[parts.length - 1];
    const shipping: RawShipping = { price: price ?? '' };
    if (parts.length > 1 && parts[0]) shipping.country = parts[0];
    if (parts.length >= 4 && parts[1]) shipping.region = parts[1];
    if (parts.length >= 4 && parts[2]) shipping.service = parts[2];
    rules.push(shipping);
  }
  return rules;
}
