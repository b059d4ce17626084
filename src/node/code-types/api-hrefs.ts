/**
 * Where a sample's Lexical identifier links: the page or anchor the API reference gave that
 * export or member (ApiDeclaration nodes), so a sample link and a reference link agree. The
 * reference is made once per process, so its table of addresses is read once.
 */
import type { CodeTip } from './tips';

interface ApiDeclarationNode {
  key: string;
  path: string;
  members: { name: string; anchor: string }[];
}

export interface ResolverContext {
  nodeModel: { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> };
}

let hrefs: Promise<Map<string, string>> | null = null;

/** `<module>.<name>` and `<module>.<name>#<member>` -> the address of the entry. */
export function apiHrefs(context: ResolverContext): Promise<Map<string, string>> {
  return (hrefs ??= context.nodeModel.findAll({ type: 'ApiDeclaration' }).then(({ entries }) => {
    const table = new Map<string, string>();
    for (const declaration of entries as Iterable<ApiDeclarationNode>) {
      table.set(declaration.key, declaration.path);
      for (const member of declaration.members) table.set(`${declaration.key}#${member.name}`, `${declaration.path}#${member.anchor}`);
    }
    return table;
  }));
}

/** A member without an entry of its own (of a type alias, say) links to its export's entry. */
export function hrefOf(table: ReadonlyMap<string, string>, tip: Pick<CodeTip, 'module' | 'name' | 'member'>): string | null {
  const key = `${tip.module}.${tip.name}`;
  return (tip.member !== null ? table.get(`${key}#${tip.member}`) : undefined) ?? table.get(key) ?? null;
}
