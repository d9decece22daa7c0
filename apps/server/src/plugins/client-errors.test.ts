import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Writes raw bytes to the server and reads its whole answer until it closes the connection. */
async function rawExchange(testApp: TestApp, request: string): Promise<{ head: string; body: string }> {
  const { port } = new URL(testApp.baseUrl!);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ head, body });
    });
  });
}

function expectProblem(answer: { head: string; body: string }, status: number, code: string) {
  expect(answer.head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(answer.head.toLowerCase()).toContain('content-type: application/problem+json');
  expect(JSON.parse(answer.body)).toMatchObject({
    status,
    code,
    title: expect.any(String),
    traceID: expect.any(String),
  });
}

describe('errors of the HTTP layer itself are problem documents', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ listen: true });
  });
  afterAll(async () => testApp.close());

  it('431: a query string over 16 kB', async () => {
    const response = await fetch(`${testApp.baseUrl!}/api/View/sessions?q=${'a'.repeat(17_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      status: 431,
      title: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      errors: ['headers: must be at most 16 kB with the request line'],
    });
  });

  it('431: headers over 16 kB', async () => {
    const answer = await rawExchange(
      testApp,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'b'.repeat(17_000)}\r\n\r\n`,
    );
    expectProblem(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('400: a request that is not HTTP', async () => {
    expectProblem(await rawExchange(testApp, 'HELLO THERE\r\n\r\n'), 400, 'MALFORMED_REQUEST');
  });

  it('414: a path parameter longer than the router takes', async () => {
    const response = await fetch(`${testApp.baseUrl!}/api/orders/${'a'.repeat(200)}`);
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('413: a body over its route’s size', async () => {
    const response = await fetch(`${testApp.baseUrl!}/api/View/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x', review: 'y'.repeat(4000) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});
