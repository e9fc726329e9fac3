/** One Server-Sent Events message: its `event` name ('message' when none is given) and its joined `data` lines. */
export interface SseFrame {
  event: string;
  data: string;
}

/**
 * A parser of the text/event-stream format (WHATWG HTML, Server-sent events), fed the body's text as it
 * arrives: `push` gives the messages each chunk completes, `end` the last one if the stream stopped without a
 * blank line after it. Lines end with \n, \r\n or \r (even split between chunks); `:` lines are comments;
 * `id` and `retry` are ignored (nothing reconnects).
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseFrame[] {
    this.buffer += chunk;
    const frames: SseFrame[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    // The last piece has no line end yet; a trailing \r may still be the first half of \r\n.
    let rest = lines.pop() ?? '';
    if (this.buffer.endsWith('\r')) rest = `${lines.pop() ?? ''}\r`;
    this.buffer = rest;
    for (const line of lines) {
      const frame = this.line(line);
      if (frame) frames.push(frame);
    }
    return frames;
  }

  end(): SseFrame[] {
    const rest = this.buffer.replace(/\r$/, '');
    this.buffer = '';
    const frames = rest ? this.push(`${rest}\n\n`) : [];
    const last = this.dispatch();
    return last ? [...frames, last] : frames;
  }

  private line(line: string): SseFrame | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }

  private dispatch(): SseFrame | null {
    const frame = this.data.length > 0 ? { event: this.event || 'message', data: this.data.join('\n') } : null;
    this.event = '';
    this.data = [];
    return frame;
  }
}
