import { expect } from 'vitest';

/** Opens /api/events on a listening app and collects the `change` events it receives. */
export async function subscribeEvents(base: string, cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const changes: Array<{ entity: string; id: string }> = [];
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) ready();
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (block.includes('event: change') && data) changes.push(JSON.parse(data));
        }
      }
    } catch {
      // aborted
    }
  })();
  await isReady;
  return { changes, close: () => controller.abort() };
}
