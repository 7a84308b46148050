// Reading a live stream: messages in order, a malformed one reported, and
// bounds that hold whatever the server sends: a line without end or data
// lines without the blank line that ends a message stop the reading with a
// StreamLimitError once past their bound, having read little more than it
// (the endless body below is made as it is read, so an unbounded reader would
// never finish).
import { describe, expect, it } from 'vitest';
import { readLiveStream, StreamLimitError } from './live-stream.ts';

const encoder = new TextEncoder();

/** A body of `text`. */
const bodyOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });

/** A body that starts with `head`, then repeats `chunk` for ever; `read()` says how much was pulled. */
function endless(head: string, chunk: string) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(head));
      },
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(encoder.encode(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, read: () => pulled };
}

const anything = (data: unknown) => data as { n: number };

/** Every message of the body, or the error that stopped the reading. */
async function readAll(
  body: ReadableStream<Uint8Array>,
  limits?: { line?: number; message?: number },
) {
  const got: unknown[] = [];
  try {
    for await (const m of readLiveStream(body, anything, limits)) got.push(m);
  } catch (error) {
    return { got, error };
  }
  return { got, error: null };
}

describe('readLiveStream', () => {
  it('gives the messages in order, with their ids, and says which data is not JSON', async () => {
    const { got, error } = await readAll(
      bodyOf(
        'id: 1\nevent: a\ndata: {"n":1}\n\n: ping\n\nid: 2\r\ndata: {"n":2}\r\n\r\ndata: nope\n\n',
      ),
    );
    expect(error).toBeNull();
    expect(got).toEqual([
      { ok: true, event: { n: 1 }, id: '1' },
      { ok: true, event: { n: 2 }, id: '2' },
      { ok: false, data: 'nope', problem: 'the data is not JSON' },
    ]);
  });

  it('stops at a line without end once past the bound, having read little more', async () => {
    const { body, read } = endless('data: {"n":1}\n\ndata: ', 'x'.repeat(64 * 1024));
    const { got, error } = await readAll(body);
    expect(got).toEqual([{ ok: true, event: { n: 1 }, id: undefined }]);
    expect(error).toBeInstanceOf(StreamLimitError);
    expect((error as StreamLimitError).what).toBe('line');
    expect((error as Error).message).toBe('the stream sent a line over 1 MiB');
    expect(read()).toBeLessThan(2 * 1024 * 1024);
  });

  it('stops at data lines that never end their message', async () => {
    const { body, read } = endless('', `data: ${'y'.repeat(1000)}\n`);
    const { error } = await readAll(body);
    expect((error as StreamLimitError).what).toBe('message');
    expect(read()).toBeLessThan(2 * 1024 * 1024);
  });

  it('holds a message exactly at its bound and refuses one past it', async () => {
    const line = `data: ${'z'.repeat(94)}`; // 100 characters
    const ok = await readAll(bodyOf(`${line}\n${line}\n\n`), { line: 100, message: 200 });
    expect(ok.error).toBeNull();
    const over = await readAll(bodyOf(`${line}\n${line}x\n\n`), { line: 200, message: 200 });
    expect((over.error as StreamLimitError).what).toBe('message');
    const long = await readAll(bodyOf(`${line}x\n\n`), { line: 100, message: 1000 });
    expect((long.error as StreamLimitError).what).toBe('line');
  });
});
