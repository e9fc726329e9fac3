/** A multipart/form-data body with one file field, for inject(). */
export function multipartFile(field: string, fileName: string, content: Uint8Array | string, contentType = 'application/octet-stream') {
  const boundary = `----portal-test-${crypto.randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
