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
  ApiRecords,
  HeadingRecord,
  MemberRecord,
  ModuleSource,
  ParameterRecord,
  SignatureRecord,
  TypeLinkRecord,
} from './records';
import { escapeHtml, link, objectType, renderParameters, renderType, renderTypeParameters, type RenderContext } from './render-type';

type Project = JSONOutput.ProjectReflection;
type Reflection = JSONOutput.DeclarationReflection;
type ReferenceReflection = JSONOutput.ReferenceReflection;
type Signature = JSONOutput.SignatureReflection;

/** TypeDoc's ReflectionKind values used here (stable across TypeDoc 0.2x). */
const Kind = {
  Module: 2,
  Namespace: 4,
  Enum: 8,
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

function compareNames(a: string, b: string): number {
  const sortKey = (name: string) => name.replace(/^\$/, '').toLowerCase();
  return sortKey(a).localeCompare(sortKey(b)) || a.localeCompare(b);
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
  reflection: Reflection | ReferenceReflection;
  record: ApiDeclarationRecord;
  /** The members of a page, with their kind and anchor, filled once every link is known. */
  members: { source: Reflection; kind: MemberKind; anchor: string }[];
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
function documentedAs(child: Reflection | ReferenceReflection, byId: Map<number, Reflection>) {
  if (child.kind === Kind.Reference) {
    const target = byId.get((child as ReferenceReflection).target);
    if (target && (target.kind === Kind.Class || target.kind === Kind.Interface)) {
      return { child, kind: DECLARATION_KIND[target.kind], reflection: target, isReExport: true };
    }
  }
  return { child, kind: DECLARATION_KIND[child.kind] as DeclarationKind | 'reference' | undefined, reflection: child, isReExport: false };
}

export function transformProject(project: Project, options: TransformOptions): ApiRecords {
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
  const modules: ApiModuleRecord[] = [];

  // Pass 1: routes and anchors of every module, export and member, so pass 2 can link to any of them.
  for (const source of options.modules) {
    const reflection = moduleByName.get(source.name)!;
    const slugger = new GithubSlugger();
    const path = modulePath(source.name);
    hrefs.set(reflection.id, path);
    const children = ((reflection.children ?? []) as (Reflection | ReferenceReflection)[]).map((c) => documentedAs(c, byId));
    const groups: ApiGroupRecord[] = [];
    const headings: HeadingRecord[] = [];
    const declarationKeys: string[] = [];
    for (const { kind, title } of GROUP_TITLES) {
      const members = children.filter((c) => c.kind === kind).sort((a, b) => compareNames(a.child.name, b.child.name));
      if (members.length === 0) continue;
      const anchor = slugger.slug(title);
      headings.push({ depth: 2, value: title, id: anchor });
      const keys: string[] = [];
      for (const { child, reflection: documented, isReExport } of members) {
        const anchorOf = slugger.slug(child.name);
        headings.push({ depth: 3, value: child.name, id: anchorOf });
        const hasPage = kind === 'class' || kind === 'interface';
        const record: ApiDeclarationRecord = {
          key: `${source.name}.${child.name}`,
          moduleName: source.name,
          name: child.name,
          kind,
          anchor: anchorOf,
          path: hasPage ? declarationPagePath(kind, source.name, child.name) : `${path}#${anchorOf}`,
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
        keys.push(record.key);
        declarationKeys.push(record.key);
        if (kind !== 'reference' && !isReExport) hrefs.set(child.id, record.path);
        pending.push({ reflection: documented, record, isReExport, members: [] });
      }
      groups.push({ kind, title, anchor, keys });
    }
    const unknown = children.filter((c) => c.kind === undefined);
    if (unknown.length > 0) {
      throw new ApiTransformError(
        `${source.name}: exports of an unsupported kind: ${unknown.map(({ child }) => `${child.name} (kind ${child.kind})`).join(', ')}`,
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
        item.members.push({ source: member, kind: group.kind, anchor });
      }
    }
  }

  // Pass 2: render, every link known.
  const declarations = pending.map((item) => fillDeclaration(item, ctx, options));
  options.modules.forEach((source, i) => {
    const comment = renderComment(moduleByName.get(source.name)!.comment, ctx);
    modules[i].comment = comment.text;
    modules[i].summary = comment.summary || moduleSummary(source, declarations);
  });
  return { modules, declarations };
}

/** A one-line summary for a module without a doc comment of its own. */
function moduleSummary(source: ModuleSource, declarations: ApiDeclarationRecord[]): string {
  if (source.name === source.packageName && source.description) return source.description;
  const names = declarations.filter((d) => d.moduleName === source.name).map((d) => d.name);
  if (names.length === 0) return 'This entry point has no exports.';
  const shown = names.slice(0, 3).join(', ');
  return `Exports ${shown}${names.length > 3 ? ` and ${names.length - 3} more` : ''}.`;
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

const hrefOfTarget = (target: unknown, ctx: RenderContext) => (typeof target === 'number' ? ctx.hrefOf(target) : undefined);

function typeLink(type: JSONOutput.SomeType, ctx: RenderContext): TypeLinkRecord {
  if (type.type !== 'reference') return { name: renderType(type, ctx), href: null };
  return { name: type.name, href: hrefOfTarget(type.target, ctx) ?? null };
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

function fillDeclaration(item: Pending, ctx: RenderContext, options: TransformOptions): ApiDeclarationRecord {
  const { record } = item;
  const name = escapeHtml(record.name);
  if (record.kind === 'reference') {
    const ref = item.reflection as ReferenceReflection;
    record.declarationHtml = `export { ${link(record.name, ctx.hrefOf(ref.target))} }`;
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
  switch (record.kind) {
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
      record.extendsHtml = (reflection.extendedTypes ?? []).map((t) => renderType(t, ctx));
      record.implementsHtml = (reflection.implementedTypes ?? []).map((t) => renderType(t, ctx));
      record.extendedBy = (reflection.extendedBy ?? []).map((t) => typeLink(t, ctx));
      record.implementedBy = (reflection.implementedBy ?? []).map((t) => typeLink(t, ctx));
      const abstract = reflection.flags.isAbstract ? 'abstract ' : '';
      record.declarationHtml =
        `${record.kind === 'class' ? `${abstract}class` : 'interface'} ${name}${typeParams}` +
        (record.extendsHtml.length ? ` extends ${record.extendsHtml.join(', ')}` : '') +
        (record.implementsHtml.length ? ` implements ${record.implementsHtml.join(', ')}` : '');
      record.members = item.members.map((member) => memberRecord(member, record.name, ctx, options));
      break;
    }
  }
  return record;
}

function memberRecord(
  { source, kind, anchor }: Pending['members'][number],
  owner: string,
  ctx: RenderContext,
  options: TransformOptions,
): MemberRecord {
  const { flags } = source;
  const name = escapeHtml(source.name);
  const comment = renderComment(source.comment ?? source.signatures?.[0]?.comment ?? source.getSignature?.comment, ctx);
  const inherited = (ref: JSONOutput.ReferenceType | undefined) => (ref ? link(ref.name, hrefOfTarget(ref.target, ctx)) : null);
  let typeHtml: string | null = null;
  if (kind === 'accessor') {
    const lines: string[] = [];
    if (source.getSignature)
      lines.push(`get ${name}(): ${source.getSignature.type ? renderType(source.getSignature.type, ctx) : 'unknown'}`);
    if (source.setSignature) lines.push(`set ${name}(${renderParameters(source.setSignature.parameters, ctx)})`);
    typeHtml = lines.join('\n');
  } else if (kind === 'property') {
    const modifiers = `${flags.isStatic ? 'static ' : ''}${flags.isReadonly ? 'readonly ' : ''}`;
    typeHtml = `${modifiers}${name}${flags.isOptional ? '?' : ''}: ${source.type ? renderType(source.type, ctx) : 'unknown'}`;
  }
  const hasSignatures = kind === 'constructor' || kind === 'method';
  return {
    name: source.name,
    kind,
    isStatic: Boolean(flags.isStatic),
    isOptional: Boolean(flags.isOptional),
    isReadonly: Boolean(flags.isReadonly),
    isProtected: Boolean(flags.isProtected),
    isAbstract: Boolean(flags.isAbstract),
    inheritedFromHtml: inherited(source.inheritedFrom),
    overridesHtml: source.inheritedFrom ? null : inherited(source.overwrites),
    typeHtml,
    signatures: hasSignatures
      ? (source.signatures ?? []).map((sig) =>
          signatureRecord(sig, kind === 'constructor' ? owner : source.name, ctx, kind === 'constructor'),
        )
      : [],
    comment: source.comment ? comment.text : docText(''),
    deprecated: comment.deprecated,
    sourceUrl: sourceUrlOf(source, options),
    anchor,
  };
}
