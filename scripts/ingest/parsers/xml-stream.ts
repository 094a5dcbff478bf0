import type { SaxesOptions, SaxesParser, TagForOptions } from 'saxes';
import { FeedError, stickyFailure, type FeedParser } from '../raw-item.ts';
import { inline, quote } from '../printable.ts';
import { FIELD_CAP, type CappedText } from './field-cap.ts';

/** Deeper nesting or more attributes on one element than any feed has: saxes would keep them all. */
const MAX_DEPTH = 100;
const MAX_ATTRIBUTES = 100;

/**
 * The saxes buffers that grow with the input (not in its public types): `text` holds text,
 * CDATA, attribute values, comments, processing instruction bodies and the doctype; `entity`
 * is checked apart; `openWakaBang` fails at 7 characters.
 */
interface SaxesBuffers {
  text: string;
  name: string;
  piTarget: string;
  tags: unknown[];
  attribList: unknown[];
}

/**
 * Feeds a saxes parser and turns its errors into FeedErrors at `line L, column C`. After a
 * failure every call throws the same error. Shared with the CNJExport parser.
 *
 * saxes collects a text, CDATA or attribute value whole before handing it on, so after each
 * chunk a value over FIELD_CAP is dropped from its buffer and `onDropped` marks the value the
 * parser is reading as over the cap: memory stays bounded by the cap and the chunk size.
 */
export function guardSaxes<O extends SaxesOptions>(sax: SaxesParser<O>, onDropped: () => void): Pick<FeedParser, 'write' | 'end'> {
  sax.on('error', (error) => {
    throw explainSaxError(error.message, `line ${sax.line}, column ${sax.column}`);
  });
  // saxes reads a bare `&` as an entity name up to the next `;`, however far: stop it early.
  function checkEntity(longest: number): void {
    const { entity } = sax as unknown as { entity?: unknown };
    if (typeof entity !== 'string' || entity.length <= longest) return;
    const lines = entity.split('\n');
    const where = lines.length === 1 ? `line ${sax.line}, column ${sax.column - entity.length}` : `line ${sax.line - lines.length + 1}`;
    throw new FeedError(`malformed XML: a bare "&" (write it as "&amp;") before ${quote(entity, 30)}`, where);
  }
  function checkBuffers(): void {
    const buffers = sax as unknown as SaxesBuffers;
    if (buffers.text.length > FIELD_CAP) {
      buffers.text = '';
      onDropped();
    }
    const where = `line ${sax.line}, column ${sax.column}`;
    if (buffers.name.length > FIELD_CAP) throw new FeedError(`malformed XML: a name over ${FIELD_CAP} characters`, where);
    if (buffers.piTarget.length > FIELD_CAP) {
      throw new FeedError(`malformed XML: a processing instruction name over ${FIELD_CAP} characters`, where);
    }
    if (buffers.tags.length > MAX_DEPTH) throw new FeedError(`not a product feed: elements nested over ${MAX_DEPTH} deep`, where);
    if (buffers.attribList.length > MAX_ATTRIBUTES) {
      throw new FeedError(`not a product feed: an element with over ${MAX_ATTRIBUTES} attributes`, where);
    }
  }
  const run = stickyFailure();
  return {
    write: (text) =>
      run(() => {
        sax.write(text);
        checkEntity(100);
        checkBuffers();
      }),
    end: () =>
      run(() => {
        checkEntity(0);
        sax.write(null);
      }),
  };
}

/** Where a parser is in the element tree: how many elements are open, and where the last tag began. */
export interface TagPlace {
  depth: number;
  line: number;
  column: number;
}

/**
 * Follows the element tree for both XML parsers: `open` is told of each element with `place` at
 * its tag and the depth it opens at (0: the root), `close` once the depth is back to the closed
 * element's own; text and CDATA go to `text` while `capturing()`.
 */
export function trackTags<O extends SaxesOptions>(
  sax: SaxesParser<O>,
  text: CappedText,
  events: { open: (tag: TagForOptions<O>) => void; close: () => void; capturing: () => boolean },
): TagPlace {
  const place: TagPlace = { depth: 0, line: 1, column: 1 };
  sax.on('opentagstart', (tag) => {
    place.line = sax.line;
    place.column = sax.column - tag.name.length - 1;
  });
  sax.on('opentag', (tag) => {
    events.open(tag);
    place.depth += 1;
  });
  sax.on('closetag', () => {
    place.depth -= 1;
    events.close();
  });
  const add = (chunk: string) => {
    if (events.capturing()) text.add(chunk);
  };
  sax.on('text', add);
  sax.on('cdata', add);
  return place;
}

function explainSaxError(message: string, where: string): FeedError {
  const reason = message.replace(/^\d+:\d+: /, '');
  const unclosed = /^unclosed tag: (.+)$/.exec(reason);
  if (unclosed) {
    return new FeedError(
      `the feed is cut off: <${inline(unclosed[1] as string)}> is still open at the end of the file; export or download it again`,
      where,
    );
  }
  if (reason.startsWith('unexpected end'))
    return new FeedError('the feed is cut off in the middle of a tag; export or download it again', where);
  if (reason.startsWith('document must contain a root')) return new FeedError('the file holds no XML element', where);
  if (reason.startsWith('disallowed character in entity name')) {
    return new FeedError('malformed XML: a bare "&" (write it as "&amp;") at or before this point', where);
  }
  if (reason.startsWith('undefined entity')) {
    return new FeedError('malformed XML: an entity XML does not define, such as &nbsp; (use &#160; or the character itself)', where);
  }
  return new FeedError(`malformed XML: ${inline(reason, 200)}`, where);
}
