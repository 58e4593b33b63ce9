import { statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `mise/import-boundaries`: forbids imports that cross a layer boundary, by the file an import resolves to (relative
 * specifiers only: packages such as `@mise/contracts` are never an area). Each zone names the importing files and the
 * files they may not import as regular expressions on repository-relative paths; with `sameGroup`, a target whose
 * first capture group equals the importer's (the same area) is allowed. Resolving the path rather than matching the
 * specifier's text is what catches `../city/x` and `../../resources/city/x` alike.
 *
 * @example
 *   rules: {
 *     'mise/import-boundaries': ['error', { zones: [
 *       { from: '^apps/web/src/resources/([^/]+)/', forbid: '^apps/web/src/resources/([^/]+)/', sameGroup: true,
 *         message: 'An area never imports another area: move what both need into the kit.' },
 *     ] }],
 *   }
 */
const isFolder = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbids imports across the layer boundaries of the repository (web areas, kit, server models, generic layer).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                forbid: { type: 'string' },
                sameGroup: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['from', 'forbid', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { crossed: '{{file}} imports {{target}}. {{advice}}' },
  },
  create(context) {
    const root = context.cwd;
    const toRepoPath = (absolute) => relative(root, absolute).split(sep).join('/');
    const file = toRepoPath(context.filename);
    const zones = context.options[0].zones
      .map((zone) => ({ ...zone, from: new RegExp(zone.from), forbid: new RegExp(zone.forbid) }))
      .map((zone) => ({ zone, match: zone.from.exec(file) }))
      .filter(({ match }) => match !== null);
    if (zones.length === 0) return {};

    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const absolute = resolve(dirname(context.filename), source.value);
      // A folder (its index) ends in `/`, so `^…/resources/([^/]+)/` matches `../city` but not a file beside the areas.
      const target = toRepoPath(absolute) + (isFolder(absolute) ? '/' : '');
      for (const { zone, match } of zones) {
        const hit = zone.forbid.exec(target);
        if (!hit || (zone.sameGroup && hit[1] === match[1])) continue;
        context.report({ node: source, messageId: 'crossed', data: { file, target, advice: zone.message } });
        return;
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

/** The local plugin, registered as `mise` in eslint.config.js. */
export default { meta: { name: 'mise' }, rules: { 'import-boundaries': rule } };
