import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { linkFiles } from './links.ts';
import { keysFileOf } from './live-site.ts';
import { writeFilePieces } from '../write-file.ts';

/**
 * The ids of the states a build holds (the live build's, the one it is made in place of, its
 * own), each kept once and numbered: at 100,000 products a state has some 600,000 ids of a
 * hundred characters, and three maps of them were a third of a day's heap.
 */
export class BuildIds {
  readonly #numbers = new Map<string, number>();

  /** The number of `id`, given it when new. */
  of(id: string): number {
    let number = this.#numbers.get(id);
    if (number === undefined) this.#numbers.set(id, (number = this.#numbers.size));
    return number;
  }

  find(id: string): number | undefined {
    return this.#numbers.get(id);
  }

  entries(): IterableIterator<[string, number]> {
    return this.#numbers.entries();
  }
}

/** The key an id gets when its files are written whatever: no key equals it, so they are never carried over. */
const ALWAYS_WRITTEN = '';

/**
 * A build's state, saved beside it (`<build>.keys.json`) for the next build: each output's ids
 * with their keys (`<output>:<id>`, e.g. `pages:/en/shops`, `feeds:/telefoni`), and the notes
 * kept with them that are not keys (a product's drop percent, with the article key it was judged
 * for). Held by the ids' numbers (BuildIds, shared by the states of one build); a key or note
 * equal to the one of the state it is `like` is that state's string, kept once.
 */
export class BuildState {
  readonly #keys: (string | undefined)[] = [];
  readonly #notes: (string | undefined)[] = [];

  constructor(
    readonly ids: BuildIds = new BuildIds(),
    private readonly like: BuildState | null = null,
  ) {}

  key(id: string): string | undefined {
    const number = this.ids.find(id);
    return number === undefined ? undefined : this.#keys[number];
  }

  note(id: string): string | undefined {
    const number = this.ids.find(id);
    return number === undefined ? undefined : this.#notes[number];
  }

  setKey(id: string, key: string): void {
    const number = this.ids.of(id);
    const same = this.like ? this.like.#keys[number] : undefined;
    put(this.#keys, number, same === key ? same : key);
  }

  setNote(id: string, note: string): void {
    const number = this.ids.of(id);
    const same = this.like ? this.like.#notes[number] : undefined;
    put(this.#notes, number, same === note ? same : note);
  }

  /** The ids with a key here and none in `other`. */
  *without(other: BuildState): Generator<string> {
    for (const [id, number] of this.ids.entries()) if (this.#keys[number] !== undefined && other.#keys[number] === undefined) yield id;
  }

  /** The ids whose key here is not `other`'s (new, gone, or changed), and those written whatever. */
  *differing(other: BuildState): Generator<string> {
    for (const [id, number] of this.ids.entries()) {
      const key = this.#keys[number];
      if (key !== other.#keys[number] || key === ALWAYS_WRITTEN) yield id;
    }
  }

  *keys(): Generator<[string, string]> {
    yield* pairs(this.ids, this.#keys);
  }

  *notes(): Generator<[string, string]> {
    yield* pairs(this.ids, this.#notes);
  }
}

/** Sets `values[number]`, filling the gap before it: an array written far past its end would turn into a dictionary, several times its size. */
function put(values: (string | undefined)[], number: number, value: string): void {
  while (values.length < number) values.push(undefined);
  values[number] = value;
}

function* pairs(ids: BuildIds, values: readonly (string | undefined)[]): Generator<[string, string]> {
  for (const [id, number] of ids.entries()) {
    const value = values[number];
    if (value !== undefined) yield [id, value];
  }
}

/**
 * How an id's files come into the build: `kept`, already in the folder brought up to date in
 * place (its own keys said the same); `linked` from the live build (its keys said the same); or written.
 */
export type Decision = 'kept' | 'linked' | 'written';

/** The key of a file made from `json` alone (a page without a key of its own: its payload): its hash, as long as an article key. */
export const jsonKey = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 22);

const idOf = (output: string, id: string) => `${output}:${id}`;

/**
 * The state of the build in `dir`, when its `builds/latest.json` has `buildId` (the same code and
 * context) and its keys file is the one written with it; else why it is not usable. Read `like`
 * another state of the same build (the live one's), it shares its ids and equal strings.
 */
export function readBuildState(dir: string, buildId: string, like: BuildState | null = null): { state: BuildState } | { reason: string } {
  let latest: { id?: unknown; timestamp?: unknown };
  try {
    latest = JSON.parse(readFileSync(`${dir}/builds/latest.json`, 'utf8')) as typeof latest;
  } catch {
    return { reason: 'its builds/latest.json cannot be read' };
  }
  if (latest.id !== buildId) return { reason: `it was made by other code or settings (build ${String(latest.id)}, this one ${buildId})` };
  let data: { timestamp?: unknown; keys?: unknown; notes?: unknown };
  try {
    data = JSON.parse(readFileSync(keysFileOf(dir), 'utf8')) as typeof data;
  } catch {
    return { reason: 'it has no keys file' };
  }
  if (data.timestamp !== latest.timestamp || !Array.isArray(data.keys)) return { reason: 'its keys belong to another build' };
  const state = new BuildState(like?.ids, like);
  for (const [id, key] of data.keys as [string, string][]) state.setKey(id, key);
  for (const [id, note] of Array.isArray(data.notes) ? (data.notes as [string, string][]) : []) state.setNote(id, note);
  return { state };
}

/** Entries per piece of the keys file written at a time. */
const PIECE = 10_000;

/** A JSON array's elements, comma-separated, a piece at a time. */
function* jsonElements(entries: Iterable<unknown>): Generator<string> {
  let piece: string[] = [];
  let comma = '';
  for (const entry of entries) {
    piece.push(JSON.stringify(entry));
    if (piece.length === PIECE) {
      yield comma + piece.join(',');
      comma = ',';
      piece = [];
    }
  }
  if (piece.length > 0) yield comma + piece.join(',');
}

/** The keys file's text, a piece at a time: at 100,000 products it is some 70 MB, which is not made as one string. */
function* stateJson(timestamp: number, state: BuildState): Generator<string> {
  yield `{"timestamp":${timestamp},"keys":[`;
  yield* jsonElements(state.keys());
  yield '],"notes":[';
  yield* jsonElements(state.notes());
  yield ']}';
}

/** Writes the state of the build being made in `dir`, stamped with its `builds/latest.json` timestamp. */
export function writeBuildState(dir: string, timestamp: number, state: BuildState): void {
  writeFilePieces(keysFileOf(dir), stateJson(timestamp, state));
}

/**
 * The one carry-over rule of the build: an output's files whose key is the one the live build
 * recorded for the same id are linked from it, else written. Every key given goes into this
 * build's state, saved beside it for the next build. Without a live build of the same build id
 * (`live` null: `--full`, new code), everything is written. A build made in the folder of an
 * earlier one (`inPlace`: that build's state, in-place.ts) keeps the files whose key is the one
 * it recorded, and every other file is replaced, never written into.
 */
export class BuildKeys {
  readonly state: BuildState;

  constructor(
    /** The live build: its folder and state; null when there is none of the same build id. */
    readonly live: { dir: string; state: BuildState } | null,
    /** The build's folder. */
    readonly dir: string,
    /** The state of the earlier build whose folder `dir` is, when it is brought up to date in place. */
    readonly inPlace: BuildState | null = null,
  ) {
    this.state = new BuildState(live?.state.ids, live?.state ?? null);
    if (inPlace && inPlace.ids !== this.state.ids)
      throw new Error('The state of the build made in place is read like the live one (readBuildState).');
  }

  /** The live build's folder, for the workers that link files (render-worker.ts, feed-worker.ts); null for none. */
  get liveDir(): string | null {
    return this.live?.dir ?? null;
  }

  /** The keys of one output: its own ids, and those of the outputs it declares it reads. */
  of(output: { name: string; reads?: readonly string[] }): OutputKeys {
    return new OutputKeys(this, output);
  }

  /** The ids (`<output>:<id>`) of the earlier build made in place that this build did not record. */
  gone(): string[] {
    return this.inPlace ? [...this.inPlace.without(this.state)] : [];
  }
}

/** One output's view of the build's keys (outputs/output.ts): what it decides, records and reads. */
export class OutputKeys {
  constructor(
    private readonly build: BuildKeys,
    private readonly output: { name: string; reads?: readonly string[] },
  ) {}

  get dir(): string {
    return this.build.dir;
  }

  get liveDir(): string | null {
    return this.build.liveDir;
  }

  /** Whether the build is made in the folder of an earlier one, whose files it replaces (write-file.ts's `buildFileWriter`). */
  get inPlace(): boolean {
    return this.build.inPlace !== null;
  }

  /** Records `key` for `id`, and says how its files come into the build (kept, linked, or to be written). */
  decide(id: string, key: string): Decision {
    const full = idOf(this.output.name, id);
    this.build.state.setKey(full, key);
    if (this.build.inPlace?.key(full) === key) return 'kept';
    return this.build.live?.state.key(full) === key ? 'linked' : 'written';
  }

  /** Keeps or links `files` when `id`'s key is unchanged (linked only when the live build has them all), else calls `write`; true when carried. */
  linkOrWrite(id: string, key: string, files: readonly string[], write: () => void): boolean {
    const decision = this.decide(id, key);
    if (decision === 'kept') return true;
    if (decision === 'linked' && linkFiles(this.build.live?.dir as string, this.build.dir, files)) return true;
    write();
    return false;
  }

  /** Records an id whose files are written whatever: a build made in place removes them when the id is gone. */
  written(id: string): void {
    this.build.state.setKey(idOf(this.output.name, id), ALWAYS_WRITTEN);
  }

  /** This build's key of another output's id; only of an output this one declares it reads (which the table puts before it). */
  read(output: string, id: string): string | undefined {
    if (!this.output.reads?.includes(output))
      throw new Error(`The ${this.output.name} output reads the keys of ${output} without declaring it in its reads.`);
    const key = this.build.state.key(idOf(output, id));
    return key === ALWAYS_WRITTEN ? undefined : key;
  }

  /** Keeps a value with this build's state that is not a key (a product's drop percent). */
  note(id: string, value: string): void {
    this.build.state.setNote(idOf(this.output.name, id), value);
  }

  /** The live build's key of `id`. */
  liveKey(id: string): string | undefined {
    return this.build.live?.state.key(idOf(this.output.name, id));
  }

  /** The value the live build kept for `id`. */
  liveNote(id: string): string | undefined {
    return this.build.live?.state.note(idOf(this.output.name, id));
  }
}
