// Not babel-plugin-formatjs, @formatjs/ts-transformer or @swc/plugin-formatjs (`ast: true`): the build has no Babel, tsc or SWC step to run them in, and they leave the pt-br and es-419 catalogues unparsed.
// Vite plugin (production build only): ships every message already parsed, so the browser needs
// no ICU MessageFormat parser (about 8 KB gzip of every route's first load, issue 7 budgets).
// It does what formatjs' own `ast: true` transforms do, with formatjs' own parser:
//   - each `defaultMessage: '…'` in the app's sources (the en-us text of every descriptor)
//     becomes the parsed message (a JSON array of MessageFormatElement);
//   - each pt-br and es-419 catalogue (src/i18n/{pt-br,es-419}/*.json) is turned into id → parsed message;
//   - `@formatjs/icu-messageformat-parser` resolves to its `no-parser` build.
// A `defaultMessage` that is not a plain string literal fails the build (it could not be parsed
// here, and the browser no longer can). The dev server and the unit tests keep the parser.
import { parse } from '@formatjs/icu-messageformat-parser';

const SOURCE = /\/(src|mocks)\/.+\.[cm]?[jt]sx?$/;
const CATALOGUE = /\/src\/i18n\/(?:pt-br|es-419)\/[^/]+\.json$/;

const compile = (message, where) => {
  try {
    return parse(message);
  } catch (error) {
    throw new Error(`${where}: cannot parse the message ${JSON.stringify(message)}: ${error.message}`);
  }
};

function isDefaultMessageKey(key) {
  return (key.type === 'Identifier' && key.name === 'defaultMessage') || (key.type === 'Literal' && key.value === 'defaultMessage');
}

/** The string a literal node holds, or undefined when it is not a plain string. */
function literalText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked).join('');
  return undefined;
}

/** Every `defaultMessage` property of an ESTree program, in source order. */
function findDefaultMessages(program) {
  const found = [];
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (node.type === 'Property' && !node.computed && isDefaultMessageKey(node.key)) found.push(node);
    for (const key of Object.keys(node)) {
      if (key !== 'parent') walk(node[key]);
    }
  };
  walk(program);
  return found;
}

export function precompileMessages() {
  return [
    {
      name: 'portal-precompile-messages:catalogues',
      apply: 'build',
      enforce: 'pre',
      config: () => ({
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
        },
      }),
      transform(code, id) {
        const file = id.split('?')[0];
        if (!CATALOGUE.test(file)) return null;
        const messages = JSON.parse(code);
        const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compile(text, `${file} ${key}`)]));
        return { code: JSON.stringify(compiled), map: null };
      },
    },
    {
      name: 'portal-precompile-messages:sources',
      apply: 'build',
      transform(code, id) {
        const file = id.split('?')[0];
        if (file.includes('/node_modules/') || !SOURCE.test(file) || !code.includes('defaultMessage')) return null;
        const properties = findDefaultMessages(this.parse(code));
        if (properties.length === 0) return null;
        let out = code;
        // From the end, so earlier offsets stay valid.
        for (const property of properties.reverse()) {
          const text = literalText(property.value);
          if (text === undefined) {
            // A type-only mention (`defaultMessage: string` in an interface) never reaches here: types are stripped.
            this.error(`${file}: defaultMessage must be a string literal to be precompiled (found ${property.value.type})`);
          }
          out = out.slice(0, property.value.start) + JSON.stringify(compile(text, file)) + out.slice(property.value.end);
        }
        return { code: out, map: null };
      },
    },
  ];
}
