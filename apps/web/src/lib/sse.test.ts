import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

const all = (chunks: string[]) => {
  const parser = new SseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
};

describe('SseParser', () => {
  it('gives each message once its blank line arrives, with its event name and data', () => {
    const parser = new SseParser();
    expect(parser.push('event: delta\ndata: {"text":"Hi"}\n')).toEqual([]);
    expect(parser.push('\nevent: done\ndata: {}\n\n')).toEqual([
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
    expect(parser.end()).toEqual([]);
  });

  it('joins data lines with \\n, names an unnamed message "message", and skips comments and other fields', () => {
    expect(all([': keep-alive\n', 'id: 7\nretry: 100\ndata: one\ndata:two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('reads \\r\\n and \\r line ends, even when a \\r\\n is split between chunks', () => {
    expect(all(['event: a\r', '\ndata: 1\r\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('copes with a message cut anywhere, one character at a time', () => {
    const text = 'event: delta\ndata: {"text":"a:b"}\n\nevent: done\ndata: {"ok":true}\n\n';
    expect(all([...text])).toEqual([
      { event: 'delta', data: '{"text":"a:b"}' },
      { event: 'done', data: '{"ok":true}' },
    ]);
  });

  it('keeps only the first space after the colon, and ignores a message without data', () => {
    expect(all(['data:  two spaces\n\nevent: empty\n\n'])).toEqual([{ event: 'message', data: ' two spaces' }]);
  });

  it('gives the last message when the stream ends without its blank line', () => {
    expect(all(['event: done\ndata: {}'])).toEqual([{ event: 'done', data: '{}' }]);
    expect(all(['event: done\ndata: {}\n'])).toEqual([{ event: 'done', data: '{}' }]);
  });
});
