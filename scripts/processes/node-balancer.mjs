/**
 * The balancer where nginx is not installed (decision 360): round robin over the upstream ports, `Host` passed
 * on, `X-Forwarded-For/-Host/-Proto` set (the client's own ones replaced). A connection that fails before
 * anything was sent moves to the next process; an idempotent request (GET, HEAD, PUT, DELETE, OPTIONS) also
 * when the process failed later or answered 503 (closing), as long as no answer was passed on. The body is read
 * whole first, so it can be sent again.
 */
import { request as httpRequest, createServer } from 'node:http';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

export function startNodeBalancer({ port, upstreams }) {
  let next = 0;
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    Object.assign(headers, {
      'x-forwarded-for': req.socket.remoteAddress,
      'x-forwarded-host': req.headers.host,
      'x-forwarded-proto': 'http',
      'content-length': String(body.length),
    });
    const tries = Math.min(2, upstreams.length);
    // The next process in turn, then the one after it (not whatever other requests moved the turn to).
    const first = next++;
    for (let attempt = 1; attempt <= tries; attempt++) {
      const upstream = upstreams[(first + attempt - 1) % upstreams.length];
      const outcome = await new Promise((resolve) => {
        let sent = false;
        const proxied = httpRequest(
          { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers, agent: false },
          (answer) => {
            // A closing process answers 503 (decision 067): an idempotent request goes to the other one, as
            // nginx's `proxy_next_upstream http_503` does.
            if (answer.statusCode === 503 && IDEMPOTENT.has(req.method) && attempt < tries) {
              answer.resume();
              return resolve('unavailable');
            }
            res.writeHead(answer.statusCode, answer.headers);
            answer.pipe(res);
            answer.on('end', () => resolve('done'));
            answer.on('error', () => resolve('done'));
          },
        );
        proxied.on('socket', (socket) => socket.on('connect', () => (sent = true)));
        proxied.on('error', () => resolve(sent ? 'failed-after-send' : 'refused'));
        proxied.end(body);
      });
      if (outcome === 'done') return;
      const retry = outcome !== 'failed-after-send' || IDEMPOTENT.has(req.method);
      if (!retry || attempt === tries) break;
    }
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('bad gateway');
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
