import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { linkFiles } from './links.ts';
import { keysFileOf } from './live-site.ts';
import { writeFile } from '../write-file.ts';

/**
 * A build's state, saved beside it (`<build>.keys.json`) for the next build: each output's ids
 * with their keys (`<output>:<id>`, e.g. `pages:/en/shops`, `feeds:/telefoni`), and the notes
 * kept with them that are not keys (a product's drop percent, with the article key it was judged for).
 */
export interface BuildState {
  keys: Map<string, string>;
  notes: Map<string, string>;
}

/**
 * How an id's files come into the build: `kept`, already in the folder brought up to date in
 * place (its own keys said the same); `linked` from the live build (its keys said the same); or written.
 */
export type Decision = 'kept' | 'linked' | 'written';

/** The key of a file made from `json` alone (a page without a key of its own: its payload): its hash, as long as an article key. */
export const jsonKey = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 22);

/** The key an id gets when its files are written whatever: no key equals it, so they are never carried over. */
const ALWAYS_WRITTEN = '';

const idOf = (output: string, id: string) => `${output}:${id}`;

/**
 * The state of the build in `dir`, when its `builds/latest.json` has `buildId` (the same code and
 * context) and its keys file is the one written with it; else why it is not usable.
 */
export function readBuildState(dir: string, buildId: string): { state: BuildState } | { reason: string } {
  let latest: { id?: unknown; timestamp?: unknown };
  try {
    latest = JSON.parse(readFileSync(`${dir}/builds/latest.json`, 'utf8')) as typeof latest;
  } catch {
    return { reason: 'its builds/latest.json cannot be read' };
  }
  if (latest.id !== buildId) return { reason: `it was made by other code or settings (build ${String(latest.id)}, this one ${buildId})` };
  try {
    const data = JSON.parse(readFileSync(keysFileOf(dir), 'utf8')) as { timestamp?: unknown; keys?: unknown; notes?: unknown };
    if (data.timestamp !== latest.timestamp || !Array.isArray(data.keys)) return { reason: 'its keys belong to another build' };
    return {
      state: {
        keys: new Map(data.keys as [string, string][]),
        notes: new Map(Array.isArray(data.notes) ? (data.notes as [string, string][]) : []),
      },
    };
  } catch {
    return { reason: 'it has no keys file' };
  }
}

/** Writes the state of the build being made in `dir`, stamped with its `builds/latest.json` timestamp. */
export function writeBuildState(dir: string, timestamp: number, state: BuildState): void {
  writeFile(keysFileOf(dir), JSON.stringify({ timestamp, keys: [...state.keys], notes: [...state.notes] }));
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
  readonly state: BuildState = { keys: new Map(), notes: new Map() };

  constructor(
    /** The live build: its folder and state; null when there is none of the same build id. */
    readonly live: { dir: string; state: BuildState } | null,
    /** The build's folder. */
    readonly dir: string,
    /** The state of the earlier build whose folder `dir` is, when it is brought up to date in place. */
    readonly inPlace: BuildState | null = null,
  ) {}

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
    return [...(this.inPlace?.keys.keys() ?? [])].filter((id) => !this.state.keys.has(id));
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
    this.build.state.keys.set(full, key);
    if (this.build.inPlace?.keys.get(full) === key) return 'kept';
    return this.build.live?.state.keys.get(full) === key ? 'linked' : 'written';
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
    this.build.state.keys.set(idOf(this.output.name, id), ALWAYS_WRITTEN);
  }

  /** This build's key of another output's id; only of an output this one declares it reads (which the table puts before it). */
  read(output: string, id: string): string | undefined {
    if (!this.output.reads?.includes(output))
      throw new Error(`The ${this.output.name} output reads the keys of ${output} without declaring it in its reads.`);
    const key = this.build.state.keys.get(idOf(output, id));
    return key === ALWAYS_WRITTEN ? undefined : key;
  }

  /** Keeps a value with this build's state that is not a key (a product's drop percent). */
  note(id: string, value: string): void {
    this.build.state.notes.set(idOf(this.output.name, id), value);
  }

  /** The live build's key of `id`. */
  liveKey(id: string): string | undefined {
    return this.build.live?.state.keys.get(idOf(this.output.name, id));
  }

  /** The value the live build kept for `id`. */
  liveNote(id: string): string | undefined {
    return this.build.live?.state.notes.get(idOf(this.output.name, id));
  }
}
