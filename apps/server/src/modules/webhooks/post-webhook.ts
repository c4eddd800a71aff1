import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@timekeep/shared/schemas/webhooks';
import { hostOf, isInternalAddress, publicOnlyLookup } from './webhook-address';
import { webhookSignature } from './webhook-signature';

/** How long one attempt may take, from connecting to the end of the answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an answer the log keeps. */
const RESPONSE_KEPT_CHARS = 1000;
/** How much of an answer is read at most: enough for the log, never a receiver's endless stream. */
const RESPONSE_READ_BYTES = 16 * 1024;

export interface PostOutcome {
  /** The status answered; null when none came (refused, timed out, an internal address). */
  statusCode: number | null;
  /** The first 1,000 characters of the answer, or why there was none. */
  response: string;
  durationMs: number;
}

export interface WebhookPost {
  url: string;
  secret: string;
  eventId: string;
  body: string;
  allowPrivate: boolean;
}

/**
 * POSTs one signed event body and reports what came back. Redirects are not followed (a 3xx is a failure the
 * log shows); the host is resolved as the connection is made and an internal address refused then, unless
 * private addresses are allowed; everything is bounded by `DELIVERY_TIMEOUT_MS`.
 */
export function postWebhook(post: WebhookPost): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(post.url);
  const host = hostOf(url);
  if (!post.allowPrivate && isIP(host) && isInternalAddress(host)) {
    return Promise.resolve({
      statusCode: null,
      response: `${host} is an address webhooks may not reach.`,
      durationMs: 0,
    });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        ...outcome,
        response: outcome.response.slice(0, RESPONSE_KEPT_CHARS),
        durationMs: elapsed(),
      });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(post.body),
          'user-agent': 'Timekeep-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(post.secret, timestamp, post.body),
          [WEBHOOK_EVENT_ID_HEADER]: post.eventId,
        },
        lookup: post.allowPrivate ? undefined : publicOnlyLookup,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            response: Buffer.concat(chunks).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= RESPONSE_READ_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, response: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.` });
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ statusCode: null, response: `Could not deliver: ${error.message}` });
    });
    request.end(post.body);
  });
}
