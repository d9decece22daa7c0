import type { AdminLookupEntry } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor } from '../../../test-support/factories.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

type Named = { id: string; name: string; description?: string };

describe.each(DATABASE_KINDS)('lookup names in the reader’s language (%s)', (database) => {
  const api = useTestApp({ database });

  const lookup = (list: string, language?: string) =>
    api.app.inject({
      url: `/api/LookUp/${list}`,
      headers: { ...api.staff, ...(language ? { 'accept-language': language } : {}) },
    });
  const named = async (list: string, language?: string) =>
    Object.fromEntries(((await lookup(list, language)).json() as Named[]).map((item) => [item.id, item.name]));
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    api.app.inject({ method, url: `/api/admin/lookups/${url}`, ...(payload ? { payload } : {}), headers: api.admin });
  const entry = async (list: string, id: string) =>
    ((await admin('GET', list)).json().items as AdminLookupEntry[]).find((item) => item.id === id)!;

  it('answers French names to a French reader, saying its language, without the other translations', async () => {
    const response = await lookup('lockMaterials', 'fr-CA,fr;q=0.9,en;q=0.5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('fr-CA');
    expect(response.headers.vary).toContain('Accept-Language');
    const steel = (response.json() as Named[]).find((item) => item.id === 'STEEL')!;
    expect(steel).toEqual({
      id: 'STEEL',
      name: 'Acier laminé',
      description: 'Acier laminé très résistant, avec housse de couleur',
      bucket: 'SP6',
    });
    expect(await named('keyOptions', 'fr-CA')).toEqual({ KD: 'À clés différentes', KA: 'À clés identiques' });
    expect((await named('shackleTypes', 'es-MX')).NY15).toBe('Nylon, 1-1/2 pulg. (38 mm), no conductor');
    // French of France reads Canadian French; a language Keyplan does not speak reads English.
    expect((await named('colors', 'fr-FR')).RED).toBe('Rouge');
    const german = await lookup('colors', 'de-DE');
    expect(german.headers['content-language']).toBe('en-US');
    expect((german.json() as Named[])[0]).toEqual({ id: 'RED', name: 'Red', hex: '#C8102E' });
    expect((await lookup('colors')).headers['content-language']).toBe('en-US');
  });

  it('gives each language its own ETag: a tag of one language does not answer 304 in another', async () => {
    const french = await lookup('keycodebuckettype', 'fr-CA');
    const english = await lookup('keycodebuckettype', 'en-US');
    // Bucket names are not translated: the same items, still one tag per language.
    expect(french.body).toBe(english.body);
    expect(french.headers.etag).not.toBe(english.headers.etag);
    const again = await api.app.inject({
      url: '/api/LookUp/keycodebuckettype',
      headers: { ...api.staff, 'accept-language': 'fr-CA', 'if-none-match': String(french.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-language']).toBe('fr-CA');
    expect(again.headers.vary).toContain('Accept-Language');
    const otherLanguage = await api.app.inject({
      url: '/api/LookUp/keycodebuckettype',
      headers: { ...api.staff, 'accept-language': 'es-MX', 'if-none-match': String(french.headers.etag) },
    });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it("answers a guest's review in their language too", async () => {
    const order = await api.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buildCreateOrder(),
      headers: api.staff,
    });
    const guestKey = await guestKeyFor(api.testApp, order.json().orderID);
    const colors = await api.app.inject({
      url: '/api/View/lookup/colors',
      headers: { 'view-authorization': guestKey, 'accept-language': 'es-MX' },
    });
    expect(colors.statusCode).toBe(200);
    expect(colors.headers['content-language']).toBe('es-MX');
    expect((colors.json() as Named[]).slice(0, 3).map((color) => color.name)).toEqual(['Rojo', 'Azul', 'Amarillo']);
  });

  it('reads English for an item without a translation in the language', async () => {
    const added = await admin('POST', 'colors', {
      item: { id: 'MINT', name: 'Mint', hex: '#98FF98', translations: { 'fr-CA': { name: 'Menthe' } } },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await named('colors', 'fr-CA')).MINT).toBe('Menthe');
    expect((await named('colors', 'es-MX')).MINT).toBe('Mint');
    const material = await admin('POST', 'lockMaterials', {
      item: {
        id: 'ZINC',
        name: 'Zinc alloy',
        description: 'Die-cast zinc body',
        bucket: 'SP6',
        translations: { 'es-MX': { name: 'Aleación de zinc' } },
      },
    });
    expect(material.statusCode, material.body).toBe(201);
    const zinc = ((await lookup('lockMaterials', 'es-MX')).json() as Named[]).find((item) => item.id === 'ZINC');
    expect(zinc).toMatchObject({ name: 'Aleación de zinc', description: 'Die-cast zinc body' });
  });

  it('lets an admin write a translation, served at once in that language and audited', async () => {
    const red = await entry('colors', 'RED');
    expect(red.item.translations).toEqual({ 'fr-CA': { name: 'Rouge' }, 'es-MX': { name: 'Rojo' } });
    const before = await lookup('colors', 'fr-CA');
    const changed = await admin('PUT', 'colors/RED', {
      expectedVersion: red.version,
      item: { ...red.item, translations: { 'fr-CA': { name: ' Rouge sécurité ' }, 'es-MX': { name: 'Rojo' } } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      version: red.version + 1,
      item: { name: 'Red', translations: { 'fr-CA': { name: 'Rouge sécurité' } } },
    });
    const after = await lookup('colors', 'fr-CA');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await named('colors', 'fr-CA')).RED).toBe('Rouge sécurité');
    expect((await named('colors', 'en-US')).RED).toBe('Red');
    const audit = await api.app.inject({
      url: '/api/admin/audit?entityType=lookupItem&pageSize=1',
      headers: api.admin,
    });
    expect(audit.json().items[0]).toMatchObject({
      action: 'edit',
      entityId: 'colors/RED',
      before: { item: { translations: { 'fr-CA': { name: 'Rouge' } } } },
      after: { item: { translations: { 'fr-CA': { name: 'Rouge sécurité' } } } },
    });
  });

  it('refuses a bad translation with a 400 naming its field, and changes nothing', async () => {
    const kd = await entry('keyOptions', 'KD');
    const problems = async (translations: unknown) => {
      const response = await admin('PUT', 'keyOptions/KD', {
        expectedVersion: kd.version,
        item: { ...kd.item, translations },
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as string[];
    };
    expect(await problems({ 'fr-CA': { name: '   ' } })).toEqual(['item.translations.fr-CA.name: must not be empty']);
    expect(await problems({ 'es-MX': { name: 'x'.repeat(61) } })).toEqual([
      'item.translations.es-MX.name: must be at most 60 characters',
    ]);
    expect(await problems({ 'es-MX': { name: 'Llaves', description: 'd'.repeat(201) } })).toEqual([
      'item.translations.es-MX.description: must be at most 200 characters',
    ]);
    expect((await problems({ 'de-DE': { name: 'Verschieden' } }))[0]).toMatch(/^item\.translations: .*de-DE/);
    expect(await problems({ 'fr-CA': { name: 'À clés identiques' } })).toEqual([
      'item.translations.fr-CA.name: must be unique in the list (KA is named À clés identiques in fr-CA)',
    ]);
    const color = await admin('POST', 'colors', {
      item: { id: 'SKY', name: 'Sky', hex: '#87CEEB', translations: { 'fr-CA': { name: 'Ciel', description: 'x' } } },
    });
    expect(color.statusCode).toBe(400);
    expect(color.json().errors[0]).toMatch(/^item\.translations\.fr-CA: .*description/);
    expect((await entry('keyOptions', 'KD')).version).toBe(kd.version);
    expect((await named('keyOptions', 'fr-CA')).KD).toBe('À clés différentes');
  });
});
