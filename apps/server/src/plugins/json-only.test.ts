import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { mediaTypeOf } from './json-only.ts';

const SESSION = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', review: 'ABCD-EFGH' });

describe('mediaTypeOf', () => {
  it('drops parameters and case', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});

describe('JSON routes', () => {
  const api = useTestApp();

  it.each([
    ['application/x-www-form-urlencoded', 'id=00000000-0000-4000-8000-000000000000&review=ABCD-EFGH'],
    ['text/plain', SESSION],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--\r\n'],
    ['application/xml', '<session/>'],
  ])('refuse a %s body with 415 as a problem document', async (contentType, payload) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: ['body: must be sent as application/json'],
    });
  });

  it('refuse a body that names no content type', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/View/sessions', payload: SESSION });
    // inject names application/json only for objects: a string goes as it is, without a type.
    expect(response.statusCode).toBe(415);
  });

  it('take JSON with a charset', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/View/sessions',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: SESSION,
    });
    expect(response.statusCode).toBe(401);
  });

  it('include the SAP stand-in switches: a form arms no fault', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/dev/sap-faults',
      headers: { ...api.admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'timeout=3',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answer a caller without a key 401 before looking at the body', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/dev/sap-faults',
      headers: { 'content-type': 'text/plain' },
      payload: 'timeout=3',
    });
    expect(response.statusCode).toBe(401);
  });
});
