// Import rules, checked by `npm run lint:imports` (dependency-cruiser). Type-only imports count
// as much as the others (tsPreCompilationDeps): a type is still a dependency of its module.

/**
 * The backend's top folders (backend/src/<domain>/), lowest first. A folder may import only the
 * layers below its own: never its own layer's other folders, never a layer above. Any cycle
 * between domains needs at least one import that goes sideways or up, so it fails here, even
 * when no single chain of files goes round. platform is the shared base; the files at the root
 * of backend/src (app.module.ts, main.ts, migrate.ts, create-app.ts) compose the rest and are
 * imported by none of them.
 *
 * A new domain goes in the lowest layer above everything it imports; if one folder needs
 * another of its own layer, the needed one moves down a layer (or the shared piece does).
 */
const BACKEND_LAYERS = [
  ['platform'],
  ['users', 'migrations'],
  ['auth'],
  ['check-ins', 'admin', 'vision'],
  ['goals'],
  ['habits', 'reviews', 'account'],
  ['calendar'],
];

const BACKEND_DOMAINS = BACKEND_LAYERS.flat();

const below = (index) => BACKEND_LAYERS.slice(0, index).flat().join(', ') || 'none';

/** One rule per domain: what it must not import (its layer's others and every layer above). */
const layerRules = BACKEND_LAYERS.flatMap((layer, index) =>
  layer.map((domain) => {
    const notBelow = BACKEND_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== domain);
    return {
      name: `backend-layers(${domain})`,
      severity: 'error',
      comment:
        `A domain import against BACKEND_LAYERS (.dependency-cruiser.cjs): backend/src/${domain} ` +
        `may import only the layers below its own (${below(index)}), so that no cycle between ` +
        'domains can form. Move the shared piece down a layer, or invert the dependency.',
      from: { path: `^backend/src/${domain}/` },
      to: { path: `^backend/src/(${notBelow.join('|')})/` },
    };
  }),
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'These files import each other in a circle (directly or through others). Move what they ' +
        'share into a file that both import, so that imports go one way.',
      from: { path: '^(backend/src|libs/[^/]+/src|shell/src|mf-[^/]+/src)/' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'backend-layers(unplaced)',
      severity: 'error',
      comment:
        'A folder of backend/src that is in no layer of .dependency-cruiser.cjs: add it to ' +
        'BACKEND_LAYERS, above everything it imports.',
      from: { path: `^backend/src/(?!(${BACKEND_DOMAINS.join('|')})/)[^/]+/` },
      to: {},
    },
    {
      name: 'backend-app-root',
      severity: 'error',
      comment:
        'The files at the root of backend/src put the application together: no domain imports them.',
      from: { path: '^backend/src/[^/]+/' },
      to: { path: '^backend/src/[^/]+\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    // The workspace packages (@goalcoach/*) resolve to their sources, as the builds read them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
    },
  },
};
