/*
 * One origin for the store in supabase mode, as a Supabase project's gateway gives it: /rest/v1 goes
 * to the test PostgREST (without the prefix, which PostgREST does not know), /auth/v1 to the Auth
 * emulation (tests/db/support/auth-emulation.ts), and everything else to `vite preview` of the
 * supabase-mode build. The app and its project share the origin, so no CORS is involved; a real
 * project is another origin and answers CORS itself.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayTargets {
  readonly rest: string;
  readonly auth: string;
  readonly app: string;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

function targetOf(path: string, targets: GatewayTargets): URL {
  if (path.startsWith('/rest/v1')) return new URL(path.slice('/rest/v1'.length) || '/', targets.rest);
  if (path.startsWith('/auth/v1')) return new URL(path, targets.auth);
  return new URL(path, targets.app);
}

async function bodyOf(request: IncomingMessage): Promise<ArrayBuffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

/** Where a journey reads the code the emulation "sent" by SMS to `?phone=` (as the client gave it). */
export const SMS_CODE_PATH = '/__emulation/sms-code';

/**
 * `smsCode` answers SMS_CODE_PATH: the emulation sends no SMS, and a journey that signs up in the
 * browser types the code a phone would have shown.
 */
export async function startGateway(port: number, targets: GatewayTargets, smsCode?: (phone: string) => string | undefined): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      try {
        const url = new URL(request.url ?? '/', 'http://gateway');
        if (smsCode && url.pathname === SMS_CODE_PATH) {
          const code = smsCode(url.searchParams.get('phone') ?? '');
          response.writeHead(code ? 200 : 404, { 'content-type': 'text/plain' });
          response.end(code ?? 'no code was sent to that phone');
          return;
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const answer = await fetch(targetOf(request.url ?? '/', targets), { method: request.method, headers, body: await bodyOf(request), redirect: 'manual' });
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') out[name] = value;
        });
        response.writeHead(answer.status, out);
        response.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`gateway: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

export function addressOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
