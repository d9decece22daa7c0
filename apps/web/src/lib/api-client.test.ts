import { describe, expect, it, vi } from 'vitest';
import { expectSameVerdicts } from '@keyplan/domain/testing';
import { z } from 'zod';
import {
  ApiError,
  apiProblemSchema,
  createApiClient,
  fileNameOf,
  retryAfterSeconds,
  type DownloadedFile,
} from './api-client.ts';

const answer = (body: string, status: number, type = 'application/json') =>
  new Response(body, { status, headers: { 'Content-Type': type } });

describe('createApiClient', () => {
  it('sends JSON with the bearer to apiBase and reads the answer', async () => {
    const fetchImpl = vi.fn(async () => answer('{"ok":true}', 200));
    const client = createApiClient({ baseUrl: '/api/', getAccessToken: () => 'token-1', fetchImpl });
    await expect(client.request('/help', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/help');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token and reads text answers', async () => {
    const fetchImpl = vi.fn(async () => answer('HELP-3', 200, 'text/plain'));
    const client = createApiClient({ baseUrl: '/api', getAccessToken: () => null, fetchImpl });
    await expect(client.request('help', { responseType: 'text' })).resolves.toBe('HELP-3');
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('sends a file as it is with its own type and reads binary answers', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    const client = createApiClient({ baseUrl: '/api', getAccessToken: () => null, fetchImpl });
    const file = new Blob([new Uint8Array([9, 9])], { type: 'image/png' });
    const answerBlob = await client.request<Blob>('logos', { method: 'POST', body: file, responseType: 'blob' });
    expect(new Uint8Array(await answerBlob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Content-Type')).toBe('image/png');
    expect(init.body).toBe(file);
  });

  it('turns a problem answer into an ApiError with status and problem', async () => {
    const body = {
      title: 'Bad Request',
      status: 400,
      detail: 'summary: must not be blank',
      instance: '/api/help',
      traceID: 't-1',
      code: 'VALIDATION',
    };
    const client = createApiClient({
      baseUrl: '/api',
      getAccessToken: () => null,
      fetchImpl: async () => answer(JSON.stringify(body), 400),
    });
    const error = await client.request('help').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, problem: body, message: 'summary: must not be blank' });
  });

  it("exposes the error answer's headers, such as Retry-After on a 429", async () => {
    const body = { title: 'Too Many Requests', status: 429, detail: 'Try again later.' };
    const client = createApiClient({
      baseUrl: '/api',
      getAccessToken: () => null,
      fetchImpl: async () =>
        new Response(JSON.stringify(body), {
          status: 429,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '95' },
        }),
    });
    const error = await client.request('orders/o-1/submission').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(429);
    expect(apiError.headers.get('Retry-After')).toBe('95');
    expect(apiError.retryAfterSeconds).toBe(95);
  });

  it('reports a body that is no problem, and a network failure as status 0', async () => {
    const broken = createApiClient({
      baseUrl: '/api',
      getAccessToken: () => null,
      fetchImpl: async () => answer('<html>', 502, 'text/html'),
    });
    await expect(broken.request('me')).rejects.toMatchObject({ status: 502, problem: null });
    const offline = createApiClient({
      baseUrl: '/api',
      getAccessToken: () => null,
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline.request('me')).rejects.toMatchObject({ status: 0 });
  });

  it('reads a download with the name the server gave it', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response('a,b', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="charting-file-Plant-2.csv"',
          },
        }),
    );
    const client = createApiClient({ baseUrl: '/api', getAccessToken: () => null, fetchImpl });
    const file = await client.request<DownloadedFile>('file.csv', { responseType: 'file' });
    expect(file.fileName).toBe('charting-file-Plant-2.csv');
    expect(await file.blob.text()).toBe('a,b');
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, takes quoted or bare names, and gives null without one', () => {
    expect(fileNameOf(`attachment; filename="plain.pdf"; filename*=UTF-8''Werk%20S%C3%BCd.pdf`)).toBe('Werk Süd.pdf');
    expect(fileNameOf('attachment; filename=bare.xlsx')).toBe('bare.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.csv"`)).toBe('fallback.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  it('reads a delay in seconds or an HTTP date, and nothing without the header', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'Retry-After': '30' }), now)).toBe(30);
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'Tue, 24 Nov 2026 12:01:30 GMT' }), now)).toBe(90);
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'Tue, 24 Nov 2026 11:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'soon' }), now)).toBeNull();
    expect(retryAfterSeconds(new Headers(), now)).toBeNull();
    expect(new ApiError(500, null).retryAfterSeconds).toBeNull();
  });
});

describe('apiProblemSchema (zod/mini, issue 32)', () => {
  /** The classic schema it replaced: the oracle of its rules and messages. */
  const classic = z.object({
    title: z.string().optional(),
    status: z.number().int().optional(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    traceID: z.string().optional(),
    code: z.string().optional(),
    errors: z.unknown().optional(),
  });

  it('reads a problem body as the classic schema did', () => {
    const verdicts = expectSameVerdicts(apiProblemSchema, classic, [
      { title: 'Bad Request', status: 400, code: 'VALIDATION', errors: ['name: is required'], traceID: 't-1' },
      { detail: 'No order 7', errors: { name: 'x' }, other: 1 },
      {},
      { status: 400.5 },
      { code: 7 },
      { title: null },
      '<html>',
      null,
    ]);
    expect(verdicts.map((verdict) => verdict.success)).toEqual([true, true, true, false, false, false, false, false]);
  });
});
