/**
 * The public exports of a set of Lexical packages, as the type checker prints them, and how two
 * releases differ: exports added, removed, newly deprecated (with the `@deprecated` text) and
 * changed (their printed type differs). A class or an interface is printed member by member, so
 * a change names the members that changed (each under the class or interface declaring it); internal members (`_name`, `__name`, private) are left out.
 */
import ts from 'typescript';
import type { PackageSet } from './program';

export interface Member {
  name: string;
  type: string;
  deprecated: string | null;
}

export interface ExportShape {
  /** The module readers import it from, e.g. `lexical` or `@lexical/react/LexicalComposer`. */
  module: string;
  name: string;
  kind: 'class' | 'interface' | 'type' | 'function' | 'variable' | 'enum' | 'namespace' | 'other';
  /** The printed type: a function's signatures, a type alias's definition; for a class or interface its heritage and call signatures. */
  type: string;
  /** The members of a class (static ones as `static x`) or an interface. */
  members: Member[];
  /** The `@deprecated` text ('' when the tag has none), or null. */
  deprecated: string | null;
}

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

function deprecationOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | null {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'deprecated');
  return tag ? ts.displayPartsToString(tag.text).replace(/\s+/g, ' ').trim() : null;
}

function kindOf(symbol: ts.Symbol): ExportShape['kind'] {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'variable';
  if (f & ts.SymbolFlags.Module) return 'namespace';
  return 'other';
}

// Lexical marks what is not for readers with a leading underscore (`__text`, `_keyToDOMMap`).
const isInternal = (symbol: ts.Symbol) =>
  symbol.name.startsWith('_') ||
  symbol.name === 'prototype' ||
  (symbol.declarations ?? []).some((d) => ts.getCombinedModifierFlags(d as ts.Declaration) & ts.ModifierFlags.Private);

/**
 * The members a class or interface declares itself: an inherited member is compared once, where
 * it is declared (a use of `node.getParent()` is a use of LexicalNode's member).
 */
function membersOf(type: ts.Type, checker: ts.TypeChecker, owners: readonly ts.Node[], prefix: string): Member[] {
  const at = owners[0];
  return checker
    .getPropertiesOfType(type)
    .filter((member) => !isInternal(member) && (member.declarations ?? []).some((d) => owners.includes(d.parent)))
    .map((member) => ({
      name: `${prefix}${member.name}`,
      type: checker.typeToString(checker.getTypeOfSymbolAtLocation(member, at), undefined, FLAGS),
      deprecated: deprecationOf(member, checker),
    }));
}

function shapeOf(module: string, exported: ts.Symbol, checker: ts.TypeChecker): ExportShape {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.[0];
  const kind = kindOf(symbol);
  const deprecated = deprecationOf(exported, checker) ?? deprecationOf(symbol, checker);
  const base = { module, name: exported.name, kind, deprecated };
  if (!declaration) return { ...base, type: '', members: [] };
  if (kind === 'class' || kind === 'interface') {
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    const heritage = checker
      .getBaseTypes(instance as ts.InterfaceType)
      .map((t) => checker.typeToString(t, undefined, FLAGS))
      .join(', ');
    const staticSide = kind === 'class' ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : null;
    const signatures = [
      ...(staticSide
        ? checker
            .getSignaturesOfType(staticSide, ts.SignatureKind.Construct)
            .map((s) => `new ${checker.signatureToString(s, undefined, FLAGS)}`)
        : []),
      ...checker.getSignaturesOfType(instance, ts.SignatureKind.Call).map((s) => checker.signatureToString(s, undefined, FLAGS)),
    ];
    return {
      ...base,
      type: [heritage && `extends ${heritage}`, ...signatures].filter(Boolean).join('; '),
      members: [
        ...membersOf(instance, checker, symbol.declarations ?? [], ''),
        ...(staticSide ? membersOf(staticSide, checker, symbol.declarations ?? [], 'static ') : []),
      ],
    };
  }
  if (kind === 'type') {
    return {
      ...base,
      type: checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias),
      members: [],
    };
  }
  if (kind === 'enum') {
    return {
      ...base,
      type: checker
        .getExportsOfModule(symbol)
        .map((m) => m.name)
        .join(' | '),
      members: [],
    };
  }
  return { ...base, type: checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration), undefined, FLAGS), members: [] };
}

/** Every export of every entry point of the set, in module order. */
export function exportShapes(set: PackageSet, options: ts.CompilerOptions): ExportShape[] {
  const program = ts.createProgram(
    set.entries.map((entry) => entry.file),
    options,
  );
  const checker = program.getTypeChecker();
  return set.entries.flatMap((entry) => {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) return [];
    return checker
      .getExportsOfModule(moduleSymbol)
      .map((exported) => shapeOf(entry.module, exported, checker))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}

export interface MemberChange {
  name: string;
  change: 'added' | 'removed' | 'changed' | 'deprecated';
  before: string | null;
  after: string | null;
}

export interface ExportChange {
  module: string;
  name: string;
  kind: ExportShape['kind'];
  change: 'added' | 'removed' | 'deprecated' | 'changed';
  /** For `changed`: the printed types; for `deprecated`: the tag's text in `after`. */
  before: string | null;
  after: string | null;
  /** For a changed class or interface: what changed among its members. */
  members: MemberChange[];
}

const keyOf = (shape: Pick<ExportShape, 'module' | 'name'>) => `${shape.module}\u0000${shape.name}`;

function memberChanges(before: readonly Member[], after: readonly Member[]): MemberChange[] {
  const old = new Map(before.map((m) => [m.name, m]));
  const next = new Map(after.map((m) => [m.name, m]));
  const changes: MemberChange[] = [];
  for (const [name, member] of old) {
    const now = next.get(name);
    if (!now) changes.push({ name, change: 'removed', before: member.type, after: null });
    else if (now.type !== member.type) changes.push({ name, change: 'changed', before: member.type, after: now.type });
    if (now && now.deprecated !== null && member.deprecated === null)
      changes.push({ name, change: 'deprecated', before: null, after: now.deprecated });
  }
  for (const [name, member] of next) if (!old.has(name)) changes.push({ name, change: 'added', before: null, after: member.type });
  return changes;
}

/** What changed from `before` to `after`, export by export (by module and name). */
export function diffExports(before: readonly ExportShape[], after: readonly ExportShape[]): ExportChange[] {
  const old = new Map(before.map((s) => [keyOf(s), s]));
  const next = new Map(after.map((s) => [keyOf(s), s]));
  const changes: ExportChange[] = [];
  for (const [key, shape] of old) {
    const now = next.get(key);
    const common = { module: shape.module, name: shape.name, kind: shape.kind };
    if (!now) {
      changes.push({ ...common, change: 'removed', before: shape.type, after: null, members: [] });
      continue;
    }
    if (now.deprecated !== null && shape.deprecated === null) {
      changes.push({ ...common, change: 'deprecated', before: null, after: now.deprecated, members: [] });
    }
    const members = memberChanges(shape.members, now.members);
    // A member newly deprecated is a deprecation readers meet as `Class.member`.
    for (const member of members.filter((m) => m.change === 'deprecated')) {
      changes.push({
        ...common,
        name: `${shape.name}.${member.name}`,
        change: 'deprecated',
        before: null,
        after: member.after,
        members: [],
      });
    }
    // Members only added (or deprecated) extend the export; a changed or removed one changes it.
    if (now.type !== shape.type || now.kind !== shape.kind || members.some((m) => m.change === 'removed' || m.change === 'changed')) {
      changes.push({
        ...common,
        change: 'changed',
        before: shape.type,
        after: now.type,
        members: members.filter((m) => m.change !== 'deprecated'),
      });
    }
  }
  for (const [key, shape] of next) {
    if (!old.has(key))
      changes.push({
        module: shape.module,
        name: shape.name,
        kind: shape.kind,
        change: 'added',
        before: null,
        after: shape.type,
        members: [],
      });
  }
  return changes;
}
