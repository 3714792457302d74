// The lint rule `market/no-database-in-route`: a route file never reaches the database. The API is layered
// routes → services → db: a route parses, checks and answers; the service it calls owns the SQL and the rule, and is
// tested without HTTP. Reported: the context's handle (`ctx.db`, `{ db } = ctx`), a call on a `db` (`db.get(…)`),
// and a value imported from the database module (its helpers write SQL). Type imports are fine.

/** @param {string} source */
const fromDatabaseModule = (source) => /(^|\/)db\/database(\.[jt]s)?$/.test(source);

/** @type {import('eslint').Rule.RuleModule} */
export const noDatabaseInRoute = {
  meta: {
    type: 'problem',
    docs: { description: 'A route never reaches the database: its SQL and rule belong to a service.' },
    schema: [],
    messages: {
      database: 'A route never reaches the database ({{what}}): put the SQL and its rule in a service (api/src/services/) and call it.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    /** @param {import('estree').Node} node @param {string} what */
    const report = (node, what) => context.report({ node, messageId: 'database', data: { what } });
    return {
      MemberExpression(node) {
        if (!node.computed && node.property.type === 'Identifier' && node.property.name === 'db') report(node, source.getText(node));
      },
      'ObjectPattern > Property'(node) {
        if (!node.computed && node.key.type === 'Identifier' && node.key.name === 'db') report(node, `{ ${source.getText(node)} }`);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'db') report(node, `${source.getText(callee)}(…)`);
      },
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !fromDatabaseModule(node.source.value)) return;
        // importKind is TypeScript's (typescript-eslint's parser): on the declaration, and on each specifier of
        // `import { type A, b }`.
        if (/** @type {{ importKind?: string }} */ (node).importKind === 'type') return;
        const values = node.specifiers.filter((s) => /** @type {{ importKind?: string }} */ (s).importKind !== 'type');
        if (values.length) report(node, `import from '${node.source.value}'`);
      },
    };
  },
};
