import * as catalogue from '@netline/catalogue';
import { API_VERSION } from '@netline/sdk';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dashboardDocument, documentText, partnersDocument, OPENAPI_FILE } = require('../scripts/openapi-sdk.js') as {
  dashboardDocument(source: typeof catalogue): string;
  partnersDocument(source: typeof catalogue): string;
  documentText(source: typeof catalogue): string;
  OPENAPI_FILE: string;
};

/**
 * The committed OpenAPI document and the SDK's types generated from it are what the operation catalogue
 * gives today: a route, field or answer changed in the catalogue without `npm run generate` fails here,
 * so the SDK (libs/sdk) and the document integrators read never drift from the API.
 */
describe('the OpenAPI document, the SDK types, the dashboard types and the partners API types', () => {
  it('docs/openapi.json is what the catalogue generates (run `npm run generate`)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8') === documentText(catalogue)).toBe(true);
  });

  it('the SDK names the API version its types describe', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { info: { version: string } };
    expect(API_VERSION).toBe(document.info.version);
  });

  it('libs/sdk/src/generated/openapi.ts is what the document generates (run `npm run generate`)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(__dirname, '..', 'scripts', 'openapi-sdk.js'), '--check-types'], { stdio: 'pipe', timeout: 60_000 }),
    ).not.toThrow();
  }, 90_000);

  // Each typed client generated from a document the catalogue builds; the script reads the document on stdin.
  it.each([
    { file: 'apps/dashboard/src/generated/api.ts', flag: '--check-dashboard-types', document: dashboardDocument },
    { file: 'libs/testing/src/generated/partners-api.ts', flag: '--check-partner-types', document: partnersDocument },
  ])(
    '$file is what the catalogue generates (run `npm run generate`)',
    ({ flag, document }) => {
      expect(() =>
        execFileSync(process.execPath, [join(__dirname, '..', 'scripts', 'openapi-sdk.js'), flag], {
          input: document(catalogue),
          stdio: 'pipe',
          timeout: 60_000,
        }),
      ).not.toThrow();
    },
    90_000,
  );
});
