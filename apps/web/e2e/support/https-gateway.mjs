// Runs the built app the way production does, for the https end-to-end test: behind a TLS-terminating
// proxy that forwards plain http with X-Forwarded-*, with NODE_ENV=production, DEV_SSO=true, TRUST_PROXY=1,
// PUBLIC_URL on https, and NODE_EXTRA_CA_CERTS naming the proxy's self-signed certificate (so the app's
// relying party can reach its own identity provider through the proxy). Usage:
//   node https-gateway.mjs <public port> <data folder>
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const publicPort = Number(process.argv[2]);
const folder = path.resolve(process.argv[3]);
if (!publicPort || !process.argv[3]) {
  console.error('usage: node https-gateway.mjs <public port> <data folder>');
  process.exit(2);
}

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const keyFile = path.join(folder, 'gateway-key.pem');
const certFile = path.join(folder, 'gateway-cert.pem');
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ],
  { encoding: 'utf8' },
);
if (made.status !== 0) {
  console.error(`openssl could not make the test certificate:\n${made.stderr ?? made.error}`);
  process.exit(1);
}

/** A free port on the loopback interface for the app behind the gateway. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const appPort = await freePort();
const app = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `https://127.0.0.1:${publicPort}`,
    DEV_SSO: 'true',
    TRUST_PROXY: '1',
    NODE_EXTRA_CA_CERTS: certFile,
    DATA_DIR: path.join(folder, 'data'),
  },
});
app.once('exit', (code) => {
  console.error(`the app behind the https gateway exited (${code})`);
  process.exit(1);
});

const gateway = https.createServer(
  { key: readFileSync(keyFile), cert: readFileSync(certFile) },
  (request, response) => {
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: appPort,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': request.headers.host,
          'x-forwarded-for': request.socket.remoteAddress,
        },
      },
      (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
      },
    );
    forwarded.once('error', () => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('the app is not answering yet');
    });
    request.pipe(forwarded);
  },
);
gateway.listen(publicPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.removeAllListeners('exit');
    app.kill('SIGTERM');
    gateway.close();
    process.exit(0);
  });
}
