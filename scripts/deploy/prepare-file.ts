import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A file of the build as its upload sends it. */
export interface PreparedFile {
  /** MD5 (base64) of the file as the build wrote it: what the manifest compares. */
  hash: string;
  /** The bytes sent: gzip-encoded, or the file as it is. */
  body: Buffer;
  /** MD5 (base64) and SHA-256 (hex) of `body`, as Content-MD5 and the signature carry them. */
  md5: string;
  sha256: string;
  encoding?: 'gzip';
}

type Answer = Omit<PreparedFile, 'body'> & {
  id: number;
  body: Uint8Array;
  error?: { message: string; code?: string; syscall?: string; path?: string };
};

interface Thread {
  worker: Worker;
  jobs: Map<number, { resolve: (file: PreparedFile) => void; reject: (error: Error) => void }>;
}

/**
 * Reads, hashes and gzips the files a deploy uploads on worker threads, so the main thread only
 * signs and sends (decisions/066): zlib's asynchronous calls cost the main thread 0.2 ms a file
 * of stream set-up, as much as the rest of an upload. A thread holds the process open only while
 * it has work. A read that fails rejects with the error's code, syscall and path, as `fs` throws.
 */
export class FilePreparer {
  private readonly threads: Thread[] = [];
  private next = 0;

  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {}

  prepare(file: string, compress: boolean): Promise<PreparedFile> {
    const thread = this.idlest();
    const id = this.next++;
    if (thread.jobs.size === 0) thread.worker.ref();
    return new Promise((resolve, reject) => {
      thread.jobs.set(id, { resolve, reject });
      thread.worker.postMessage({ id, file, compress });
    });
  }

  /** Ends the threads; a later `prepare` starts new ones. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private idlest(): Thread {
    const free = this.threads.find((thread) => thread.jobs.size === 0);
    if (free) return free;
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((best, thread) => (thread.jobs.size < best.jobs.size ? thread : best));
  }

  private start(): Thread {
    const thread: Thread = { worker: new Worker(new URL('./prepare-worker.mjs', import.meta.url)), jobs: new Map() };
    thread.worker.on('message', (answer: Answer) => {
      const job = thread.jobs.get(answer.id);
      thread.jobs.delete(answer.id);
      if (thread.jobs.size === 0) thread.worker.unref();
      if (!job) return;
      if (answer.error) job.reject(Object.assign(new Error(answer.error.message), answer.error));
      else job.resolve({ ...answer, body: Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.length) });
    });
    thread.worker.on('error', (error) => {
      for (const job of thread.jobs.values()) job.reject(error);
      thread.jobs.clear();
      this.threads.splice(this.threads.indexOf(thread), 1);
    });
    this.threads.push(thread);
    return thread;
  }
}
