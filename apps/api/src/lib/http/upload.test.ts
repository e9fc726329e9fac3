import { ATTACHMENT_MAX_BYTES, endpoints, errorBodySchema, type EndpointDefinition } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../test/app-with-callers';
import { bearer } from '../../test/call';
import { testImage } from '../../test/images';

const s = appWithCallers();

const BOUNDARY = 'portal-upload-test';
const PDF = '%PDF-1.4\n%%EOF\n';
const JPEG = await testImage(40, 30);

type Part = { name: string; filename?: string; content: string | Buffer };
const part = ({ name, filename, content }: Part) =>
  Buffer.concat([
    // A text field has neither a file name nor a file's content type.
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '\r\n' : `; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n`}\r\n`,
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const form = (parts: Part[], { close = true } = {}) => Buffer.concat([...parts.map(part), Buffer.from(close ? `--${BOUNDARY}--\r\n` : '')]);

const upload = (endpoint: EndpointDefinition, payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => {
  const token = endpoint === endpoints.uploadPortrait ? s.callers.admin.token : s.callers.member.token;
  return s.t.app.inject({ method: endpoint.method, url: endpoint.path, headers: { ...bearer(token), 'content-type': contentType }, payload });
};

const file = (endpoint: EndpointDefinition) => (endpoint === endpoints.uploadPortrait ? { filename: 'p.jpg', content: JPEG } : { filename: 'brief.pdf', content: PDF });

describe.each([endpoints.uploadAttachment, endpoints.uploadPortrait])('multipart uploads: $path', (endpoint) => {
  async function expectRefused(payload: Buffer, status: number, contentType?: string) {
    const res = await upload(endpoint, payload, contentType);
    expect(res.statusCode, res.body).toBe(status);
    return errorBodySchema.parse(res.json()).error;
  }

  it('takes one file in the field "file"', async () => {
    const res = await upload(endpoint, form([{ name: 'file', ...file(endpoint) }]));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers a multipart body without a boundary with 400 (it was a 500)', async () => {
    await expectRefused(form([{ name: 'file', ...file(endpoint) }]), 400, 'multipart/form-data');
    await expectRefused(Buffer.from('garbage'), 400, 'multipart/form-data; boundary=');
  });

  it('answers a body whose boundary is not the one announced with 400', async () => {
    await expectRefused(form([{ name: 'file', ...file(endpoint) }]), 400, 'multipart/form-data; boundary=another-one');
  });

  it('takes the file after other fields (any order), ignoring them', async () => {
    const res = await upload(endpoint, form([{ name: 'note', content: 'hello' }, { name: 'file', ...file(endpoint) }, { name: 'after', content: 'x' }]));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers a form with only text fields with 400 (it was a 413 "too large")', async () => {
    expect((await expectRefused(form([{ name: 'note', content: 'hello' }]), 400)).code).toBe('BAD_REQUEST');
  });

  it('answers a second file, or a file in another field, with 400', async () => {
    await expectRefused(form([{ name: 'file', ...file(endpoint) }, { name: 'file', ...file(endpoint) }]), 400);
    await expectRefused(form([{ name: 'document', ...file(endpoint) }]), 400);
  });

  it('answers a body cut short with 400 (it was a 413 "too large")', async () => {
    const whole = form([{ name: 'file', ...file(endpoint) }], { close: false });
    await expectRefused(whole.subarray(0, whole.length - 6), 400);
  });

  it('answers a file name with a NUL byte with 400', async () => {
    await expectRefused(form([{ name: 'file', ...file(endpoint), filename: 'a\u0000.pdf' }]), 400);
  });

  it('answers a JSON body with the upload\'s own message', async () => {
    await expectRefused(Buffer.from('{}'), 400, 'application/json');
  });
});

it('answers a file over the limit with 413', async () => {
  const res = await upload(endpoints.uploadAttachment, form([{ name: 'file', filename: 'big.pdf', content: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x41) }]));
  expect(res.statusCode, res.body).toBe(413);
  expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
});
