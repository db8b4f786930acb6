import { randomUUID } from 'node:crypto';
import { write, writeSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { addressOf } from './client.ts';

/**
 * A write of the log carries up to this many bytes (about 250 access lines) … Each asynchronous
 * write costs the event loop a thread-pool round trip: at 4 KiB that was about 7 µs of CPU per
 * request under load, at 64 KiB it is lost in the noise (docs/benchmarks.md).
 */
const LOG_BATCH_BYTES = 65_536;
/** … or whatever has gathered this long. */
const LOG_FLUSH_MS = 100;
/** How long a write that found the pipe full (EAGAIN) waits before it is tried again. */
const RETRY_MS = 10;

/**
 * Standard output in batches: lines are encoded straight into a buffer of LOG_BATCH_BYTES, which goes
 * out in one asynchronous write once full (or at the flush timer) while the next one fills. No line
 * stays on the JavaScript heap, so none is copied by the garbage collector while it waits. It
 * replaces pino's SonicBoom destination, which measured 3–5 µs of CPU per line here (it measures the
 * byte length of its whole pending text on every line) (docs/benchmarks.md). What is pending is
 * written synchronously when the process exits. A failed write (the reader gone, a full disk) stops
 * the log and is reported once through `onError`.
 */
export class BatchedOutput {
  readonly #fd: number;
  readonly #onError: (error: NodeJS.ErrnoException) => void;
  #batch: Buffer = Buffer.allocUnsafeSlow(LOG_BATCH_BYTES);
  #filled = 0;
  /** Full batches waiting, in order, while a write is under way (each with the bytes it holds). */
  readonly #ready: Array<[Buffer, number]> = [];
  /** A batch buffer a finished write gave back, for the next one. */
  #spare: Buffer | undefined;
  #writing = false;
  #stopped = false;

  constructor(fd: number, onError: (error: NodeJS.ErrnoException) => void) {
    this.#fd = fd;
    this.#onError = onError;
  }

  write(line: string): boolean {
    if (this.#stopped) return true;
    const size = Buffer.byteLength(line);
    if (size > this.#batch.length - this.#filled) {
      this.#seal();
      // A line longer than a whole batch goes out on its own.
      if (size > this.#batch.length) {
        this.#ready.push([Buffer.from(line), size]);
        this.#next();
        return true;
      }
    }
    this.#filled += this.#batch.write(line, this.#filled);
    return true;
  }

  /** Sends what has gathered (after the write under way, if any). */
  flush(done?: () => void): void {
    this.#seal();
    if (done !== undefined) queueMicrotask(done);
  }

  /** At exit: what has not been handed to a write yet, written synchronously. */
  flushSync(): void {
    this.#seal(false);
    for (const [batch, length] of this.#ready.splice(0)) this.#writeSync(batch.subarray(0, length));
  }

  /** The batch being filled joins the queue, and (unless told not to) a write starts if none is under way. */
  #seal(start = true): void {
    if (this.#filled > 0) {
      this.#ready.push([this.#batch, this.#filled]);
      this.#batch = this.#spare ?? Buffer.allocUnsafeSlow(LOG_BATCH_BYTES);
      this.#spare = undefined;
      this.#filled = 0;
    }
    if (start) this.#next();
  }

  #next(): void {
    if (this.#writing || this.#stopped) return;
    const ready = this.#ready.shift();
    if (ready === undefined) return;
    this.#writing = true;
    this.#out(ready[0], ready[0].subarray(0, ready[1]));
  }

  #out(batch: Buffer, bytes: Buffer): void {
    write(this.#fd, bytes, 0, bytes.length, null, (error, written) => {
      if (error?.code === 'EAGAIN') {
        setTimeout(() => this.#out(batch, bytes), RETRY_MS).unref();
        return;
      }
      if (error) {
        this.#writing = false;
        this.#stopped = true;
        this.#ready.length = 0;
        this.#onError(error);
        return;
      }
      if (written < bytes.length) {
        this.#out(batch, bytes.subarray(written));
        return;
      }
      this.#writing = false;
      if (batch.length === LOG_BATCH_BYTES) this.#spare = batch;
      // Full batches go on at once; a partly filled one waits for the timer or for more lines.
      this.#next();
    });
  }

  #writeSync(bytes: Buffer): void {
    let left = bytes;
    for (let tries = 0; left.length > 0 && !this.#stopped && tries < 100; tries++) {
      try {
        left = left.subarray(writeSync(this.#fd, left));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
      }
    }
  }
}

/**
 * The production logger: pino to standard output through BatchedOutput, so under load a request
 * costs no write system call of its own, while at idle a line waits at most LOG_FLUSH_MS. What is
 * pending is flushed when the process exits.
 */
export function productionLogger(level: string): FastifyBaseLogger {
  // A write of nothing fails at once when standard output cannot be written (closed, opened read-only).
  try {
    writeSync(1, '');
  } catch (error) {
    throw new Error(`cannot write the log to standard output (${(error as { code?: string }).code})`);
  }
  // The log's reader gone, a full disk: stop with one line rather than an unhandled 'error' event.
  const output = new BatchedOutput(1, (error) => {
    process.stderr.write(
      `tangible-wealth: cannot write the log to standard output (${error.code}); stopping\n`,
    );
    process.exit(1);
  });
  // A flush of nothing would cost nothing, but the timer runs only while lines wait.
  setInterval(() => output.flush(), LOG_FLUSH_MS).unref();
  process.once('exit', () => output.flushSync());
  return pino({ level }, output);
}

/** A request id a client or proxy may choose: short, printable, nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The id of a request (Fastify's genReqId): the caller's `X-Request-Id` when it is sane, so an id
 * set by a proxy or a client follows the request; otherwise a new UUID. It is sent back in
 * `X-Request-Id` and logged as `reqId` on the access-log line.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

const MESSAGE = 'request completed';

/** What an access line says of one request. */
export interface AccessFields {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  ip: string | undefined;
  responseTime: number;
}

/** Text pino and JSON.stringify quote alike: printable ASCII. */
const PLAIN = /^[\x20-\x7e]*$/;

/** The access line exactly as pino writes it for `info(fields, MESSAGE)` on a plain JSON logger. */
function accessLine(chindings: string, time: number, f: AccessFields): string {
  const ip = f.ip === undefined ? '' : `"ip":${JSON.stringify(f.ip)},`;
  return (
    `{"level":30,"time":${time}${chindings},"reqId":${JSON.stringify(f.reqId)},"method":"${f.method}",` +
    `"url":${JSON.stringify(f.url)},"statusCode":${f.statusCode},${ip}"responseTime":${f.responseTime},` +
    `"msg":"${MESSAGE}"}\n`
  );
}

const symbols = pino.symbols as unknown as Record<string, symbol>;
const PROBE: AccessFields = {
  reqId: 'a-1',
  method: 'GET',
  url: '/v1/x?a=%22b%22&c=\\',
  statusCode: 200,
  ip: '::1',
  responseTime: 0.25,
};

/**
 * How access lines are written for a root logger. A plain pino logger (epoch time, no mixin, hooks
 * or message prefix) gets the line built as one template and handed to its stream: the same bytes
 * pino would write (checked once here against pino's own rendering), for a fraction of the cost.
 * Any other logger gets `info(fields, MESSAGE)`.
 */
function accessWriter(log: FastifyBaseLogger): (fields: AccessFields) => void {
  // The fields by name: a caller's object may carry more.
  const viaPino = ({ reqId, method, url, statusCode, ip, responseTime }: AccessFields) =>
    log.info({ reqId, method, url, statusCode, ip, responseTime }, MESSAGE);
  const logger = log as unknown as Record<symbol, unknown> & { isLevelEnabled?: (level: string) => boolean };
  const stream = logger[symbols.streamSym as symbol] as { write?: (line: string) => void } | undefined;
  const chindings = logger[symbols.chindingsSym as symbol];
  const asJson = logger[symbols.asJsonSym as symbol];
  const hooks = logger[symbols.hooksSym as symbol] as
    | { logMethod?: unknown; streamWrite?: unknown }
    | undefined;
  const plain =
    typeof stream?.write === 'function' &&
    typeof chindings === 'string' &&
    typeof asJson === 'function' &&
    typeof logger.isLevelEnabled === 'function' &&
    logger[symbols.timeSym as symbol] === pino.stdTimeFunctions.epochTime &&
    logger[symbols.mixinSym as symbol] === undefined &&
    !logger[symbols.msgPrefixSym as symbol] &&
    hooks?.logMethod === undefined &&
    hooks?.streamWrite === undefined &&
    (stream as Record<symbol, unknown>)[symbols.needsMetadataGsym as symbol] !== true;
  if (!plain) return viaPino;
  try {
    const expected = asJson.call(log, { ...PROBE }, MESSAGE, 30, ',"time":1');
    if (expected !== accessLine(chindings, 1, PROBE)) return viaPino;
  } catch {
    return viaPino;
  }
  const write = (stream.write as (line: string) => void).bind(stream);
  const isLevelEnabled = (logger.isLevelEnabled as (level: string) => boolean).bind(log);
  return (fields) => {
    if (!isLevelEnabled('info')) return;
    if (!PLAIN.test(fields.url) || !PLAIN.test(fields.reqId) || !PLAIN.test(fields.ip ?? '')) {
      viaPino(fields);
      return;
    }
    write(accessLine(chindings, Date.now(), fields));
  };
}

const writers = new WeakMap<FastifyBaseLogger, (fields: AccessFields) => void>();

/** The access-line writer of a root logger, made once (Fastify's hooks and the REST fast path share it). */
export function accessLog(log: FastifyBaseLogger): (fields: AccessFields) => void {
  let writer = writers.get(log);
  if (writer === undefined) {
    writer = accessWriter(log);
    writers.set(log, writer);
  }
  return writer;
}

/**
 * One access-log line per request instead of Fastify's two ("incoming" and "completed" with the whole
 * request serialised): request id (`reqId`), method, URL, status, client and time. Errors are still logged as Fastify does.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // The root logger and the request id: what the request's child logger would have written.
    accessLog(reply.server.log)({
      reqId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ip: addressOf(request),
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    });
  }
}
