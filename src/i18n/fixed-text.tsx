// The spec fixes a few texts in Portuguese ('Em maintenance', 'Erro desconhecido', 'Um erro
// desconhecido ocorreu.', 'Erro ao procurar afiliado.', 'Conta nao encontrada'): they are shown as
// written in every language, marked lang="pt-BR". In Spanish (issue 19.5) their sense follows
// each of them, so a partner in Mexico or Argentina reads what happened; en-us and pt-br show the
// fixed text alone, as the spec has it. The senses load only in Spanish (./fixed-text-senses):
// the maintenance and error screens are part of every page's first load.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

/** The language the fixed texts are written in. */
export const FIXED_TEXT_LANG = 'pt-BR';

export type FixedText = 'maintenance' | 'unknown-error-name' | 'unknown-error-message' | 'search-failed' | 'not-found';

const Sense = lazy(() => import('./fixed-text-senses'));

/** The Spanish sense of the fixed text `of`, as a dimmed line (`inline`: a span); nothing outside es-419. */
export function FixedTextSense({ of, inline = false }: { of: FixedText; inline?: boolean }) {
  const intl = useIntl();
  if (intl.locale.toLowerCase() !== 'es-419') return null;
  return (
    <Suspense fallback={null}>
      <Sense of={of} inline={inline} />
    </Suspense>
  );
}
