import { describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_REQUIRED,
  createMyAccountClient,
  MY_ACCOUNT_ACCEPT,
  MyAccountRequestError,
  stepUpMaxAge,
} from './my-account-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientWith(fetchImpl: typeof fetch, token: string | null = 'token-1') {
  const sleeps: number[] = [];
  const client = createMyAccountClient({
    origin: 'https://id.example.com',
    getAccessToken: () => token,
    fetchImpl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { client, sleeps };
}

describe('the MyAccount client', () => {
  it('refuses without an access token with the specification’s message, and makes no request', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const { client } = clientWith(fetchImpl, null);
    await expect(client.request('GET', '/profile')).rejects.toThrow(ACCESS_TOKEN_REQUIRED);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the bearer token and the API version, under /idp/myaccount of the provider', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, { profile: {} }));
    const { client } = clientWith(fetchImpl);
    await client.request('GET', '/profile');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://id.example.com/idp/myaccount/profile');
    expect(init?.headers).toMatchObject({ accept: MY_ACCOUNT_ACCEPT, authorization: 'Bearer token-1' });
  });

  it('retries a read on 429 and on network failure after 1 s doubled, at most 5 times', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json(429, { errorCode: 'E0000047', errorSummary: 'Too many' }));
    const { client, sleeps } = clientWith(fetchImpl);
    await expect(client.request('GET', '/emails')).rejects.toMatchObject({ status: 429 });
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);

    let calls = 0;
    const flaky = vi.fn<typeof fetch>(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return json(200, []);
    });
    const second = clientWith(flaky);
    await expect(second.client.request('GET', '/phones')).resolves.toEqual([]);
    expect(second.sleeps).toEqual([1000, 2000]);
  });

  it('sends a write once: a 429 on sending a code reaches the person with the provider’s words', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json(429, {
        errorCode: 'E0000047',
        errorSummary: 'API call exceeded rate limit',
        errorCauses: [{ errorSummary: 'Wait 30 seconds.' }],
      }),
    );
    const { client, sleeps } = clientWith(fetchImpl);
    const error = await client
      .request('POST', '/phones/p1/challenge', { method: 'SMS' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MyAccountRequestError);
    expect((error as Error).message).toBe('Wait 30 seconds.');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it('reads an empty answer (204) as nothing', async () => {
    const { client } = clientWith(vi.fn<typeof fetch>(async () => new Response(null, { status: 204 })));
    await expect(client.request('DELETE', '/phones/p1')).resolves.toBeUndefined();
  });

  it('reads the provider’s step-up challenge, and only that, from a 403', () => {
    const challenge = (status: number, header: string) =>
      new Response(null, { status, headers: { 'www-authenticate': header } });
    const okta =
      'Bearer realm="IdpMyAccountAPI", error="insufficient_authentication_context", error_description="x", max_age=900';
    expect(stepUpMaxAge(challenge(403, okta))).toBe(900);
    expect(stepUpMaxAge(challenge(401, okta))).toBeNull();
    expect(stepUpMaxAge(challenge(403, 'Bearer error="insufficient_scope"'))).toBeNull();
    expect(stepUpMaxAge(new Response(null, { status: 403 }))).toBeNull();
  });

  it('sends a change again once, with the new token, after the step-up sign-in; not when it is declined', async () => {
    const stepUpAnswer = () =>
      new Response(JSON.stringify({ errorCode: 'E0000006', errorSummary: 'Sign in again' }), {
        status: 403,
        headers: { 'www-authenticate': 'Bearer error="insufficient_authentication_context", max_age=900' },
      });
    let token = 'stale';
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) =>
      (init?.headers as Record<string, string>).authorization === 'Bearer fresh'
        ? json(201, { status: 'ACTIVE' })
        : stepUpAnswer(),
    );
    const stepUp = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    const client = createMyAccountClient({
      origin: 'https://id.example.com',
      getAccessToken: () => token,
      fetchImpl,
      stepUp,
    });
    await expect(client.request('PUT', '/password', { profile: { password: 'x' } })).resolves.toEqual({
      status: 'ACTIVE',
    });
    expect(stepUp).toHaveBeenCalledWith(900);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    token = 'stale';
    const declined = createMyAccountClient({
      origin: 'https://id.example.com',
      getAccessToken: () => token,
      fetchImpl: vi.fn<typeof fetch>(async () => stepUpAnswer()),
      stepUp: async () => false,
    });
    await expect(declined.request('DELETE', '/password')).rejects.toMatchObject({ status: 403 });
    // A provider that keeps asking is asked once: no loop of sign-ins.
    const stubborn = vi.fn<typeof fetch>(async () => stepUpAnswer());
    const always = vi.fn(async () => true);
    const looping = createMyAccountClient({
      origin: 'https://id.example.com',
      getAccessToken: () => token,
      fetchImpl: stubborn,
      stepUp: always,
    });
    await expect(looping.request('DELETE', '/password')).rejects.toMatchObject({ status: 403 });
    expect(always).toHaveBeenCalledTimes(1);
    expect(stubborn).toHaveBeenCalledTimes(2);
  });
});
