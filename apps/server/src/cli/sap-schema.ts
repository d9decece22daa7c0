/**
 * `npm run sap:schema`: reads SAP's published metadata of the three services Keyplan calls
 * (apps/server/src/sap/contract/metadata/*.edmx) and writes the contract the SAP client and the
 * embedded stand-in are held to (sap-schema.generated.json). A test fails when the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SAP_SERVICE_NAMES } from '../sap/contract/sap-schema.ts';
import { readEdmx } from '../sap/contract/edmx.ts';

const folder = new URL('../sap/contract/', import.meta.url);

export function readPublishedMetadata() {
  return Object.fromEntries(
    SAP_SERVICE_NAMES.map((service) => [
      service,
      readEdmx(readFileSync(new URL(`metadata/${service}.edmx`, folder), 'utf8')),
    ]),
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').at(-1)!)) {
  writeFileSync(new URL('sap-schema.generated.json', folder), `${JSON.stringify(readPublishedMetadata())}\n`);
  console.log('wrote apps/server/src/sap/contract/sap-schema.generated.json');
}
