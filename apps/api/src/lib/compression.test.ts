import { describe, expect, it } from 'vitest';
import { acceptedEncoding, NEGOTIATED_HEADERS_MAX, negotiatedHeaders } from './compression';

describe('choosing the encoding of an answer made ahead', () => {
  it('takes the client’s preferred of br and gzip, else none', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('remembers a bounded number of Accept-Encoding values, however many a client makes up', () => {
    for (let n = 0; n < NEGOTIATED_HEADERS_MAX * 3; n++) acceptedEncoding(`gzip, x-made-up-${n}`);
    expect(negotiatedHeaders.size).toBeLessThanOrEqual(NEGOTIATED_HEADERS_MAX);
    expect(acceptedEncoding('gzip, x-made-up-0')).toBe('gzip');
  });
});
