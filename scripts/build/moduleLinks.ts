/** Names asked of a module: some, or all of them (`import * as`, an entry, a module we have not read). */
export type Names = readonly string[] | '*';

/** What a module's own import and export statements say, each source resolved to its module id. */
export interface ModuleLinks {
  imports: { target: string; names: Names }[];
  /** `export { a as b } from …` (b → the target and a), `export * as b from …` (b → the target and '*'). */
  reexports: Map<string, { target: string; name: string }>;
  /** `export * from …` */
  starExports: string[];
  /** Names it declares and exports itself. */
  ownExports: Set<string>;
}

/** The parts of an ESTree statement read here. */
export interface Statement {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { type: string; imported?: Identifier; local?: Identifier; exported?: Identifier }[];
  exported?: Identifier | null;
  declaration?: { id?: Identifier | null; declarations?: { id: Identifier }[] } | null;
}
type Identifier = { name?: string; value?: unknown };
const nameOf = (node: Identifier | null | undefined) => node?.name ?? String(node?.value ?? '');

/** Reads the links of one module from the statements of its transformed code; null if a source does not resolve. */
export async function readLinks(
  body: readonly Statement[],
  resolveSource: (source: string) => Promise<string | null>,
): Promise<ModuleLinks | null> {
  const links: ModuleLinks = { imports: [], reexports: new Map(), starExports: [], ownExports: new Set() };
  for (const node of body) {
    const target = node.source ? await resolveSource(String(node.source.value)) : undefined;
    if (target === null) return null;
    const specifiers = node.specifiers ?? [];
    if (node.type === 'ImportDeclaration' && target) {
      const whole = specifiers.some((specifier) => specifier.type === 'ImportNamespaceSpecifier');
      const names = specifiers.map((specifier) => (specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported)));
      links.imports.push({ target, names: whole ? '*' : names });
    } else if (node.type === 'ExportAllDeclaration' && target) {
      if (node.exported) links.reexports.set(nameOf(node.exported), { target, name: '*' });
      else links.starExports.push(target);
    } else if (node.type === 'ExportNamedDeclaration' && target) {
      for (const specifier of specifiers) links.reexports.set(nameOf(specifier.exported), { target, name: nameOf(specifier.local) });
    } else if (node.type === 'ExportNamedDeclaration') {
      specifiers.forEach((specifier) => links.ownExports.add(nameOf(specifier.exported)));
      const declared = node.declaration?.declarations?.map((declarator) => declarator.id) ?? [node.declaration?.id];
      declared.forEach((id) => id && links.ownExports.add(nameOf(id)));
    } else if (node.type === 'ExportDefaultDeclaration') {
      links.ownExports.add('default');
    }
  }
  return links;
}
