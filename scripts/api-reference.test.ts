// The partner API reference page (issue 20) shows exactly the calls an API key may make, with
// everything they reference and nothing of the session-only API.
import { describe, expect, it } from 'vitest';
import { API_KEY_ACCESS } from '@mocks/http/api-key-access';
import { partnerReference, referenceFiles } from './api-reference.mjs';

describe('partner API reference', () => {
  const doc = partnerReference();
  const operations = Object.values(doc.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([key]) => key !== 'parameters')
      .map(([, op]) => op.operationId),
  );

  it('has the API-key calls and no other', () => {
    expect(operations.sort()).toEqual(Object.keys(API_KEY_ACCESS).sort());
  });

  it('keeps every component those calls reference, and only the key scheme', () => {
    const text = JSON.stringify(doc);
    for (const [, kind, name] of text.matchAll(/"#\/components\/(\w+)\/([\w.-]+)"/g)) {
      expect(doc.components[kind!]?.[name!], `${kind}/${name}`).toBeDefined();
    }
    expect(Object.keys(doc.components.securitySchemes!)).toEqual(['partnerApiKey']);
    expect(text).not.toContain('bearerAuth');
  });

  it('is a page without inline script that loads the renderer and the cut contract', () => {
    const files = referenceFiles();
    expect(Object.keys(files).sort()).toEqual(['index.html', 'openapi.json', 'reference.js', 'swagger-ui-bundle.js', 'swagger-ui.css']);
    const html = String(files['index.html']);
    expect(html).toContain('<script src="./swagger-ui-bundle.js"></script>');
    expect(html.match(/<script>/g)).toBeNull();
    expect(String(files['reference.js'])).toContain("url: './openapi.json'");
  });
});
