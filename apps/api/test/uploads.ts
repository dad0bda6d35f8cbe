import sharp from 'sharp';

export type TPart = { name?: string; filename?: string; content: Buffer | string; contentType?: string };

/** A multipart/form-data body for app.inject: file parts (`filename` set) and text parts. */
export function multipartBody(parts: TPart[]) {
  const boundary = '----brifa-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name ?? 'File'}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG (or JPEG) of the given size. */
export function image(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const base = sharp({ create: { width, height, channels: 3, background: '#4c6ef5' } });
  return (format === 'png' ? base.png() : base.jpeg()).toBuffer();
}
