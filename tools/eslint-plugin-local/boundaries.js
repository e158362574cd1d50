import path from 'node:path';

/**
 * Import boundaries between the parts of an app (STYLE.md): a slice (a web feature or an API
 * module) reaches another slice only through its public entry, `<slice>/index`, and lower layers
 * never import higher ones (shared code never imports features or the app).
 *
 * Options: { apps: [{ root: 'apps/web/src', slices: 'features', forbidden: { shared: ['features', 'app'] } }] }
 */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps features and modules behind their public entry and layers in order.' },
    schema: [
      {
        type: 'object',
        properties: {
          apps: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                root: { type: 'string' },
                slices: { type: 'string' },
                forbidden: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
              },
              required: ['root', 'slices'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      privateFile: "'{{slice}}' is reached through its public entry only: import from '{{entry}}', not from its files.",
      layer: "'{{from}}' must not import from '{{to}}' (layers only import downward).",
    },
  },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const filename = path.resolve(cwd, context.filename);
    const apps = (context.options[0]?.apps ?? []).map((app) => ({ ...app, rootDir: path.resolve(cwd, app.root) }));
    const app = apps.find(({ rootDir }) => filename.startsWith(rootDir + path.sep));
    if (!app) return {};
    const here = path.relative(app.rootDir, filename).split(path.sep);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), specifier);
      if (!target.startsWith(app.rootDir + path.sep)) return;
      const there = path.relative(app.rootDir, target).split(path.sep);

      const forbidden = app.forbidden?.[here[0]] ?? [];
      if (forbidden.includes(there[0])) {
        context.report({ node, messageId: 'layer', data: { from: here[0], to: there[0] } });
        return;
      }
      // From one slice into another: only `<slices>/<name>` or `<slices>/<name>/index`. (The app
      // layer above the slices may load their screens directly, which lazy routes need.)
      if (here[0] === app.slices && there[0] === app.slices && there.length > 1 && here[1] !== there[1]) {
        const entry = there.length === 2 || (there.length === 3 && /^index(\.[jt]sx?)?$/.test(there[2]));
        if (!entry) {
          context.report({
            node,
            messageId: 'privateFile',
            data: { slice: `${app.slices}/${there[1]}`, entry: `${app.slices}/${there[1]}` },
          });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
