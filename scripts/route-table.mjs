// The pages of the route table (src/app/route-table.ts), read from its source with TypeScript's
// parser — the build tools that need it (the route preload, the budgets, the bench) run in plain
// Node, before and outside the app's bundler. Each entry: id, path and the module of its `load`
// (`./routes/…` → `src/app/routes/….tsx`; null for a page not built yet).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const FILE = 'src/app/route-table.ts';

/** [{ id, path, module }] in table order; throws when the table is not where or what it should be. */
export function readRouteTable(root = process.cwd()) {
  const file = join(root, FILE);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let array;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.name.text === 'routeTable' && d.initializer) array = d.initializer;
    }
  });
  // `[…] as const satisfies …`
  while (array && (ts.isSatisfiesExpression(array) || ts.isAsExpression(array))) array = array.expression;
  if (!array || !ts.isArrayLiteralExpression(array)) throw new Error(`${FILE}: no \`export const routeTable = [ … ]\``);
  return array.elements.map((element, i) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`${FILE}: entry ${i} is not an object literal`);
    const prop = (name) => element.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;
    const text = (name) => {
      const value = prop(name);
      if (!value || !ts.isStringLiteralLike(value)) throw new Error(`${FILE}: entry ${i} has no literal \`${name}\``);
      return value.text;
    };
    const load = prop('load');
    let module = null;
    if (load && load.kind !== ts.SyntaxKind.NullKeyword) {
      const specifier = /import\(\s*'(\.\/routes\/[^']+)'\s*\)/.exec(load.getText(source))?.[1];
      if (!specifier) throw new Error(`${FILE}: entry ${text('id')}: \`load\` is not () => import('./routes/…')`);
      module = `src/app/${specifier.slice(2)}.tsx`;
    }
    return { id: text('id'), path: text('path'), module };
  });
}
