// Every action of the contract has its label (the map is typed by the generated enum) and the label
// is translated in all three catalogues: a new AuditAction fails here until en-us, pt-br and
// es-419 have it.
import { describe, expect, it } from 'vitest';
import { AuditAction } from '@/api/generated/model/auditAction';
import enUs from '@/i18n/en-us.json';
import { es419Catalogue } from '@/i18n/es-419-catalogue';
import { ptBrCatalogue } from '@/i18n/pt-br-catalogue';
import { auditActionLabels } from './action-labels';

const catalogues: Record<string, Record<string, string>> = { 'en-us': enUs, 'pt-br': ptBrCatalogue, 'es-419': es419Catalogue };

describe('audit action labels', () => {
  it.each(Object.keys(catalogues))('every AuditAction has a label in %s, and no two actions share one', (language) => {
    const catalogue = catalogues[language]!;
    const texts = Object.values(AuditAction).map((action) => {
      const text = catalogue[auditActionLabels[action].id];
      expect(text, `${action} in ${language}`).toBeTruthy();
      expect(text).not.toBe(action);
      return text;
    });
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has no label for an action the contract does not have', () => {
    expect(Object.keys(auditActionLabels).sort()).toEqual(Object.values(AuditAction).sort());
  });
});
