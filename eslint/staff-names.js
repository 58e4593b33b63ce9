import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `mise/staff-names`: the names the project gives its own things (functions, classes, types, module-level constants)
 * use the staff's word for a content type, never the API's wire name: `cityRoutes`, not `destinationsRoutes`. The wire
 * names (`Destination`, `destinations`, `FoodDrink`, …) stay data in the contracts and the migrations. Fed from the
 * registry (packages/contracts/src/registry.ts): a type whose wire model name is not its registry name has wire words;
 * registry names that contain a wire word (`destination-pack`) are staff words and allowed.
 *
 * @example
 *   rules: { 'mise/staff-names': ['error', { plainWords: ['List'] }] }
 */
const REGISTRY = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/contracts/src/registry.ts');

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** [registry name, wire model, wire path] of each content type, read from the registry's source. */
function registryEntries() {
  const text = readFileSync(REGISTRY, 'utf8');
  const entry = /^ {2}'?([a-z-]+)'?: \{\s*model: '(\w+)',\s*path: '(\w+)'/gm;
  return [...text.matchAll(entry)].map(([, name, model, path]) => ({ name, model, path }));
}

function vocabulary(plainWords) {
  const entries = registryEntries();
  if (entries.length === 0) throw new Error(`mise/staff-names: no content types found in ${REGISTRY}`);
  const wire = new Map();
  for (const { name, model, path } of entries) {
    if (model.toLowerCase() === camel(name).toLowerCase() || plainWords.includes(model)) continue;
    for (const word of [model, path, model.replace(/ies$/, 'y')]) wire.set(word.toLowerCase(), { name, model });
  }
  const staff = entries.map(({ name }) => camel(name).toLowerCase()).sort((a, b) => b.length - a.length);
  return { wire, staff };
}

const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: "Names of the project's own declarations use the staff word for a content type." },
    schema: [
      {
        type: 'object',
        properties: { plainWords: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      wireName:
        "'{{id}}' names a {{staff}} by its wire name ({{model}}): use the staff word '{{staff}}' (wire names stay data in the contracts).",
    },
  },
  create(context) {
    const { wire, staff } = vocabulary(context.options[0]?.plainWords ?? []);
    const check = (node) => {
      if (!node || node.type !== 'Identifier') return;
      let rest = node.name.toLowerCase();
      for (const word of staff) rest = rest.replaceAll(word, ' ');
      for (const [word, { name, model }] of wire) {
        if (rest.includes(word)) {
          context.report({ node, messageId: 'wireName', data: { id: node.name, staff: name, model } });
          return;
        }
      }
    };
    const moduleLevel = (node) =>
      node.parent?.parent?.type === 'Program' || node.parent?.parent?.parent?.type === 'Program';
    return {
      FunctionDeclaration: (node) => check(node.id),
      ClassDeclaration: (node) => check(node.id),
      TSTypeAliasDeclaration: (node) => check(node.id),
      TSInterfaceDeclaration: (node) => check(node.id),
      VariableDeclarator: (node) => {
        if (moduleLevel(node)) check(node.id);
      },
    };
  },
};

export default rule;
