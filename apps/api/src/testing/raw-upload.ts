/**
 * An applicant's CV upload written by hand on a raw socket, for the tests of a client that hangs up mid-upload:
 * the request and the multipart head go out at once, announcing a PDF of `declaredBytes`; the test then writes as
 * much of the body as it wants and destroys the socket.
 */
import { connect, type Socket } from 'node:net';
import type { HttpClient } from './http-client';

export async function startRawCvUpload(
  baseUrl: string,
  client: HttpClient,
  declaredBytes: number,
): Promise<Socket> {
  const boundary = 'portal-raw-upload-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nCV\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nCV\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  const { port, host } = new URL(baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      'POST /v1/documents/upload HTTP/1.1',
      `Host: ${host}`,
      `Authorization: Bearer ${client.token}`,
      `Cookie: ${client.cookieHeader()}`,
      `X-XSRF-TOKEN: ${client.cookies.get('XSRF-TOKEN')}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${head.length + declaredBytes + 64}`,
      '',
      '',
    ].join('\r\n') + head,
  );
  return socket;
}

/** Writes `bytes` to the socket and resolves once they are handed to the system. */
export function writeAll(socket: Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => socket.write(bytes, () => resolve()));
}
