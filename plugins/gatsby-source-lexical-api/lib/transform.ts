/**
 * TypeDoc's JSON project -> the records that become ApiModule and ApiDeclaration nodes.
 * Pure (no file system, no Gatsby) so it is unit-tested on small fixtures.
 *
 * Everything a page shows is worked out here once: anchors (github-slugger, in page order,
 * so the table of contents and the rendered ids agree), the page or #anchor of every
 * documented reflection (so any type name in a signature can link to its entry), signatures
 * rendered to HTML, doc comments rendered from Markdown, and a source link into the
 * repository at the release tag.
 */
import GithubSlugger from 'github-slugger';
import type { JSONOutput } from 'typedoc';
import {
  DECLARATION_GROUPS,
  MEMBER_GROUPS,
  declarationPagePath,
  modulePath,
  moduleSlug,
  type DeclarationKind,
  type MemberKind,
} from '../routes';
import { docText, renderComment } from './comments';
import type {
  ApiDeclarationRecord,
  ApiGroupRecord,
  ApiModuleRecord,
  HeadingRecord,
  MemberRecord,
  ModuleSource,
  ParameterRecord,
  SignatureRecord,
  TypeLinkRecord,
} from './records';
import { escapeHtml, objectType, renderParameters, renderType, renderTypeParameters, type RenderContext } from './render-type';

type Project = JSONOutput.ProjectReflection;
type Reflection = JSONOutput.DeclarationReflection;
type ReferenceReflection = JSONOutput.ReferenceReflection;
type Signature = JSONOutput.SignatureReflection;

/** TypeDoc's ReflectionKind values used here (stable across TypeDoc 0.2x). */
const Kind = {
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
  Reference: 4194304,
} as const;

const DECLARATION_KIND: Record<number, DeclarationKind | 'reference'> = {
  [Kind.Class]: 'class',
  [Kind.Interface]: 'interface',
  [Kind.TypeAlias]: 'typeAlias',
  [Kind.Variable]: 'variable',
  [Kind.Function]: 'function',
  [Kind.Enum]: 'enum',
  [Kind.Namespace]: 'namespace',
  [Kind.Reference]: 'reference',
};

const MEMBER_KIND: Record<number, MemberKind> = {
  [Kind.Constructor]: 'constructor',
  [Kind.Property]: 'property',
  [Kind.Accessor]: 'accessor',
  [Kind.Method]: 'method',
};

interface TransformOptions {
  modules: ModuleSource[];
  repository: { url: string; tag: string };
  /** `.ts` or `.tsx`: the extension of the source file a `.d.ts` (relative to node_modules) was built from. */
  sourceExtension(declarationFile: string): '.ts' | '.tsx';
}

export class ApiTransformError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiTransformError';
  }
}

const GROUP_TITLES = [...DECLARATION_GROUPS, { kind: 'reference', title: 'References' } as const];

function sortKey(name: string): string {
  return name.replace(/^\$/, '').toLowerCase();
}

function compareNames<T extends { name: string }>(a: T, b: T): number {
  return sortKey(a.name).localeCompare(sortKey(b.name)) || a.name.localeCompare(b.name);
}

/** `@lexical/table/LexicalTableNode.d.ts` -> `packages/lexical-table/src/LexicalTableNode` + extension. */
export function sourceUrlOf(
  reflection: { sources?: JSONOutput.SourceReference[] },
  options: Pick<TransformOptions, 'repository' | 'sourceExtension'>,
): string | null {
  const file = reflection.sources?.[0]?.fileName;
  if (!file) return null;
  const match = /^(@lexical\/([^/]+)|lexical)\/(.+)\.d\.ts$/.exec(file);
  if (!match) return null;
  const dir = match[2] ? `lexical-${match[2]}` : 'lexical';
  return `${options.repository.url}/blob/${options.repository.tag}/packages/${dir}/src/${match[3]}${options.sourceExtension(file)}`;
}

interface Pending {
  module: ModuleSource;
  reflection: Reflection | ReferenceReflection;
  kind: DeclarationKind | 'reference';
  record: ApiDeclarationRecord;
  /**
   * A class or interface this module re-exports from another entry point: it gets a page here
   * too (readers and old links look for it under the module they import it from), but links
   * to it and its members keep going to the page of the module that declares it.
   */
  isReExport: boolean;
}

/** Every reflection of the project by id. */
function reflectionsById(project: Project): Map<number, Reflection> {
  const byId = new Map<number, Reflection>();
  const visit = (reflection: Reflection) => {
    byId.set(reflection.id, reflection);
    for (const child of reflection.children ?? []) visit(child);
  };
  for (const child of project.children ?? []) visit(child);
  return byId;
}

/**
 * What an export is documented as: a re-export of a class or interface is documented as that
 * class or interface; any other re-export stays a reference to its target's entry.
 */
function documentedAs(
  child: Reflection | ReferenceReflection,
  byId: Map<number, Reflection>,
): { kind: DeclarationKind | 'reference' | undefined; reflection: Reflection | ReferenceReflection; isReExport: boolean } {
  if (child.kind === Kind.Reference) {
    const target = byId.get((child as ReferenceReflection).target);
    if (target && (target.kind === Kind.Class || target.kind === Kind.Interface)) {
      return { kind: DECLARATION_KIND[target.kind], reflection: target, isReExport: true };
    }
  }
  return { kind: DECLARATION_KIND[child.kind], reflection: child, isReExport: false };
}

export function transformProject(
  project: Project,
  options: TransformOptions,
): {
  modules: ApiModuleRecord[];
  declarations: ApiDeclarationRecord[];
} {
  const moduleByName = new Map((project.children ?? []).map((m) => [m.name, m]));
  // A single entry point gives a project without module children.
  if (
    options.modules.length === 1 &&
    !moduleByName.has(options.modules[0].name) &&
    project.children?.every((c) => c.kind !== Kind.Module)
  ) {
    moduleByName.set(options.modules[0].name, project as unknown as Reflection);
  }
  const missing = options.modules.filter((m) => !moduleByName.has(m.name));
  if (missing.length > 0) {
    throw new ApiTransformError(
      `TypeDoc produced no module for ${missing.map((m) => `${m.name} (${m.entryFile})`).join(', ')}; modules it produced: ${[...moduleByName.keys()].join(', ')}`,
    );
  }

  const byId = reflectionsById(project);
  const hrefs = new Map<number, string>();
  const ctx: RenderContext = { hrefOf: (id) => hrefs.get(id) };
  const pending: Pending[] = [];
  const memberSources = new Map<MemberRecord, Reflection>();
  const modules: ApiModuleRecord[] = [];

  // Pass 1: routes and anchors of every module, export and member, so pass 2 can link to any of them.
  for (const source of options.modules) {
    const reflection = moduleByName.get(source.name)!;
    const slugger = new GithubSlugger();
    const path = modulePath(source.name);
    hrefs.set(reflection.id, path);
    const children = [...((reflection.children ?? []) as (Reflection | ReferenceReflection)[])];
    const groups: ApiGroupRecord[] = [];
    const headings: HeadingRecord[] = [];
    const declarationKeys: string[] = [];
    for (const group of GROUP_TITLES) {
      const members = children.filter((c) => documentedAs(c, byId).kind === group.kind).sort(compareNames);
      if (members.length === 0) continue;
      const anchor = slugger.slug(group.title);
      headings.push({ depth: 2, value: group.title, id: anchor });
      const keys: string[] = [];
      for (const child of members) {
        const kind = group.kind;
        const anchorOf = slugger.slug(child.name);
        headings.push({ depth: 3, value: child.name, id: anchorOf });
        const hasPage = kind === 'class' || kind === 'interface';
        const record = emptyDeclaration(
          source.name,
          child.name,
          kind,
          anchorOf,
          hasPage ? declarationPagePath(kind, source.name, child.name) : `${path}#${anchorOf}`,
          hasPage,
        );
        keys.push(record.key);
        declarationKeys.push(record.key);
        const { reflection: documented, isReExport } = documentedAs(child, byId);
        if (kind !== 'reference' && !isReExport) hrefs.set(child.id, record.path);
        pending.push({ module: source, reflection: documented, kind, record, isReExport });
      }
      groups.push({ kind: group.kind, title: group.title, anchor, keys });
    }
    const unknown = children.filter((c) => !(c.kind in DECLARATION_KIND));
    if (unknown.length > 0) {
      throw new ApiTransformError(
        `${source.name}: exports of an unsupported kind: ${unknown.map((c) => `${c.name} (kind ${c.kind})`).join(', ')}`,
      );
    }
    modules.push({
      name: source.name,
      slug: moduleSlug(source.name),
      path,
      packageName: source.packageName,
      version: source.version,
      entryFile: source.entryFile,
      summary: '',
      comment: docText(''),
      groups,
      headings,
      declarationKeys,
    });
  }
  for (const item of pending) {
    if (!item.record.hasPage) continue;
    const reflection = item.reflection as Reflection;
    const slugger = new GithubSlugger();
    const membersOf = (reflection.children ?? []).filter((c) => c.kind in MEMBER_KIND && !c.flags.isPrivate);
    if (reflection.extendedTypes || reflection.extendedBy || reflection.implementedTypes || reflection.implementedBy) {
      item.record.headings.push({ depth: 2, value: 'Hierarchy', id: slugger.slug('Hierarchy') });
    }
    for (const group of MEMBER_GROUPS) {
      const inGroup = membersOf.filter((c) => MEMBER_KIND[c.kind] === group.kind);
      if (inGroup.length === 0) continue;
      item.record.headings.push({ depth: 2, value: group.title, id: slugger.slug(group.title) });
      for (const member of inGroup) {
        const anchor = slugger.slug(member.name);
        item.record.headings.push({ depth: 3, value: member.name, id: anchor });
        if (!item.isReExport) hrefs.set(member.id, `${item.record.path}#${anchor}`);
        const record = { ...emptyMember(member, group.kind), anchor };
        memberSources.set(record, member);
        item.record.members.push(record);
      }
    }
  }

  // Pass 2: render, every link known.
  const declarations = pending.map((item) => fillDeclaration(item, ctx, options, hrefs, memberSources));
  const declarationsByKey = new Map(declarations.map((d) => [d.key, d]));
  for (const module of modules) {
    const comment = renderComment(moduleByName.get(module.name)!.comment, ctx);
    const source = options.modules.find((m) => m.name === module.name)!;
    module.comment = comment.text;
    module.summary = comment.summary || moduleSummary(source, module, declarationsByKey);
  }
  return { modules, declarations };
}

/** A one-line summary for a module without a doc comment of its own. */
function moduleSummary(source: ModuleSource, module: ApiModuleRecord, declarations: Map<string, ApiDeclarationRecord>): string {
  if (source.name === source.packageName && source.description) return source.description;
  const names = module.declarationKeys.map((key) => declarations.get(key)!.name);
  if (names.length === 0) return 'This entry point has no exports.';
  const shown = names.slice(0, 3).join(', ');
  return `Exports ${shown}${names.length > 3 ? ` and ${names.length - 3} more` : ''}.`;
}

function emptyDeclaration(
  moduleName: string,
  name: string,
  kind: DeclarationKind | 'reference',
  anchor: string,
  path: string,
  hasPage: boolean,
): ApiDeclarationRecord {
  return {
    key: `${moduleName}.${name}`,
    moduleName,
    name,
    kind,
    anchor,
    path,
    hasPage,
    summary: '',
    declarationHtml: null,
    typeParameters: [],
    signatures: [],
    comment: docText(''),
    deprecated: null,
    sourceUrl: null,
    extendsHtml: [],
    implementsHtml: [],
    extendedBy: [],
    implementedBy: [],
    members: [],
    headings: [],
  };
}

function emptyMember(member: Reflection, kind: MemberKind): Omit<MemberRecord, 'anchor'> {
  return {
    name: member.name,
    kind,
    isStatic: Boolean(member.flags.isStatic),
    isOptional: Boolean(member.flags.isOptional),
    isReadonly: Boolean(member.flags.isReadonly),
    isProtected: Boolean(member.flags.isProtected),
    isAbstract: Boolean(member.flags.isAbstract),
    inheritedFromHtml: null,
    overridesHtml: null,
    typeHtml: null,
    signatures: [],
    comment: docText(''),
    deprecated: null,
    sourceUrl: null,
  };
}

function parameterRecords(
  params: (JSONOutput.ParameterReflection | JSONOutput.TypeParameterReflection)[] | undefined,
  ctx: RenderContext,
): ParameterRecord[] {
  return (params ?? []).map((p) => {
    const isTypeParam = p.variant === 'typeParam';
    const typeParam = p as JSONOutput.TypeParameterReflection;
    const param = p as JSONOutput.ParameterReflection;
    // HTML either way: a type parameter's default links its types, a parameter's is escaped text.
    const defaultHtml = isTypeParam
      ? typeParam.default && renderType(typeParam.default, ctx)
      : param.defaultValue !== undefined && escapeHtml(param.defaultValue);
    return {
      name: p.name,
      typeHtml: p.type ? renderType(p.type, ctx) : '',
      optional: !isTypeParam && Boolean(param.flags.isOptional || param.defaultValue !== undefined),
      rest: Boolean(p.flags.isRest),
      defaultValue: defaultHtml || null,
      comment: renderComment(p.comment, ctx).text,
    };
  });
}

function signatureRecord(sig: Signature, displayName: string, ctx: RenderContext, isConstructor = false): SignatureRecord {
  const comment = renderComment(sig.comment, ctx);
  const returns = sig.type ? renderType(sig.type, ctx) : null;
  const prefix = isConstructor ? 'new ' : '';
  return {
    html: `${prefix}${escapeHtml(displayName)}${renderTypeParameters(sig.typeParameters, ctx)}(${renderParameters(sig.parameters, ctx)})${returns ? `: ${returns}` : ''}`,
    comment: comment.text,
    deprecated: comment.deprecated,
    typeParameters: parameterRecords(sig.typeParameters, ctx),
    parameters: parameterRecords(sig.parameters, ctx),
    returnsHtml: returns,
    returnsComment: comment.returns,
  };
}

function typeLink(type: JSONOutput.SomeType, ctx: RenderContext): TypeLinkRecord {
  const target = type.type === 'reference' && typeof type.target === 'number' ? ctx.hrefOf(type.target) : undefined;
  return { name: type.type === 'reference' ? type.name : renderType(type, ctx), href: target ?? null };
}

function inheritedHtml(ref: JSONOutput.ReferenceType | undefined, ctx: RenderContext): string | null {
  if (!ref) return null;
  const href = typeof ref.target === 'number' ? ctx.hrefOf(ref.target) : undefined;
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(ref.name)}</a>` : escapeHtml(ref.name);
}

/** The type of a type alias or variable; TypeDoc gives object literal types as the reflection's own members. */
function declaredType(reflection: Reflection, ctx: RenderContext, indent = 0): string {
  if (reflection.type) return renderType(reflection.type, ctx, indent);
  if (reflection.children || reflection.indexSignatures || reflection.signatures) return objectType(reflection, ctx, indent);
  return 'unknown';
}

function namespaceBody(reflection: Reflection, ctx: RenderContext, indent: number): string {
  const pad = '  '.repeat(indent + 1);
  const lines = (reflection.children ?? []).map((child) => {
    if (child.kind === Kind.Namespace) return `${pad}namespace ${escapeHtml(child.name)} ${namespaceBody(child, ctx, indent + 1)}`;
    return `${pad}const ${escapeHtml(child.name)}: ${declaredType(child, ctx, indent + 1)};`;
  });
  return `{\n${lines.join('\n')}\n${'  '.repeat(indent)}}`;
}

function fillDeclaration(
  item: Pending,
  ctx: RenderContext,
  options: TransformOptions,
  hrefs: Map<number, string>,
  memberSources: Map<MemberRecord, Reflection>,
): ApiDeclarationRecord {
  const { record, kind } = item;
  const name = escapeHtml(record.name);
  if (kind === 'reference') {
    const ref = item.reflection as ReferenceReflection;
    const href = hrefs.get(ref.target);
    record.declarationHtml = `export { ${href ? `<a href="${escapeHtml(href)}">${name}</a>` : name} }`;
    record.summary = `Re-exports ${record.name}.`;
    record.sourceUrl = sourceUrlOf(ref, options);
    return record;
  }
  const reflection = item.reflection as Reflection;
  const comment = renderComment(reflection.comment ?? reflection.signatures?.[0]?.comment, ctx);
  record.summary = comment.summary;
  if (reflection.comment) {
    record.comment = comment.text;
    record.deprecated = comment.deprecated;
  }
  record.sourceUrl = sourceUrlOf(reflection, options);
  record.typeParameters = parameterRecords(reflection.typeParameters, ctx);
  const typeParams = renderTypeParameters(reflection.typeParameters, ctx);
  switch (kind) {
    case 'function':
      record.signatures = (reflection.signatures ?? []).map((sig) => signatureRecord(sig, record.name, ctx));
      break;
    case 'variable':
      record.declarationHtml = `${reflection.flags.isConst ? 'const' : 'let'} ${name}: ${declaredType(reflection, ctx)}`;
      break;
    case 'typeAlias':
      record.declarationHtml = `type ${name}${typeParams} = ${declaredType(reflection, ctx)}`;
      break;
    case 'enum':
      record.declarationHtml = `enum ${name} {\n${(reflection.children ?? []).map((m) => `  ${escapeHtml(m.name)}${m.type ? ` = ${renderType(m.type, ctx)}` : ''},`).join('\n')}\n}`;
      break;
    case 'namespace':
      record.declarationHtml = `namespace ${name} ${namespaceBody(reflection, ctx, 0)}`;
      break;
    case 'class':
    case 'interface': {
      const extendsList = (reflection.extendedTypes ?? []).map((t) => renderType(t, ctx));
      const implementsList = (reflection.implementedTypes ?? []).map((t) => renderType(t, ctx));
      record.extendsHtml = extendsList;
      record.implementsHtml = implementsList;
      record.extendedBy = (reflection.extendedBy ?? []).map((t) => typeLink(t, ctx));
      record.implementedBy = (reflection.implementedBy ?? []).map((t) => typeLink(t, ctx));
      const abstract = reflection.flags.isAbstract ? 'abstract ' : '';
      record.declarationHtml =
        `${kind === 'class' ? `${abstract}class` : 'interface'} ${name}${typeParams}` +
        (extendsList.length ? ` extends ${extendsList.join(', ')}` : '') +
        (implementsList.length ? ` implements ${implementsList.join(', ')}` : '');
      record.members = record.members.map((member) => fillMember(member, memberSources.get(member)!, record, ctx, options));
      break;
    }
  }
  return record;
}

function fillMember(
  member: MemberRecord,
  source: Reflection,
  owner: ApiDeclarationRecord,
  ctx: RenderContext,
  options: TransformOptions,
): MemberRecord {
  const comment = renderComment(source.comment ?? source.signatures?.[0]?.comment ?? source.getSignature?.comment, ctx);
  const filled: MemberRecord = {
    ...member,
    inheritedFromHtml: inheritedHtml(source.inheritedFrom, ctx),
    overridesHtml: source.inheritedFrom ? null : inheritedHtml(source.overwrites, ctx),
    comment: source.comment ? comment.text : docText(''),
    deprecated: comment.deprecated,
    sourceUrl: sourceUrlOf(source, options),
  };
  if (member.kind === 'constructor') {
    filled.signatures = (source.signatures ?? []).map((sig) => signatureRecord(sig, owner.name, ctx, true));
  } else if (member.kind === 'method') {
    filled.signatures = (source.signatures ?? []).map((sig) => signatureRecord(sig, member.name, ctx));
  } else if (member.kind === 'accessor') {
    const lines: string[] = [];
    if (source.getSignature)
      lines.push(`get ${escapeHtml(member.name)}(): ${source.getSignature.type ? renderType(source.getSignature.type, ctx) : 'unknown'}`);
    if (source.setSignature) lines.push(`set ${escapeHtml(member.name)}(${renderParameters(source.setSignature.parameters, ctx)})`);
    filled.typeHtml = lines.join('\n');
  } else {
    const modifiers = `${member.isStatic ? 'static ' : ''}${member.isReadonly ? 'readonly ' : ''}`;
    filled.typeHtml = `${modifiers}${escapeHtml(member.name)}${member.isOptional ? '?' : ''}: ${source.type ? renderType(source.type, ctx) : 'unknown'}`;
  }
  return filled;
}
