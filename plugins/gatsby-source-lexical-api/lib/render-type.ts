/**
 * TypeDoc's type model -> escaped HTML, with every type name the reference documents turned
 * into a link to its entry. Rendered once at build time so the browser receives finished
 * markup and no type-printing code. Only the constructs that occur in `.d.ts` files are
 * handled; an unknown construct prints TypeDoc's own text for it rather than failing.
 */
import type { JSONOutput } from 'typedoc';

export type SomeType = JSONOutput.SomeType;
type Reflection = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;

export interface RenderContext {
  /** The page (and #anchor) that documents a reflection id, if the reference documents it. */
  hrefOf(id: number): string | undefined;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

export function link(name: string, href: string | undefined): string {
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(name)}</a>` : escapeHtml(name);
}

/** Types that need parentheses inside an array, an indexed access or a type operator. */
function isCompound(type: SomeType): boolean {
  if (type.type === 'union' || type.type === 'intersection' || type.type === 'conditional') return true;
  return type.type === 'reflection' && Boolean(type.declaration.signatures?.length) && !type.declaration.children;
}

function wrap(type: SomeType, ctx: RenderContext, indent: number): string {
  const html = renderType(type, ctx, indent);
  return isCompound(type) ? `(${html})` : html;
}

function literalText(value: JSONOutput.LiteralType['value']): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function typeArguments(args: SomeType[] | undefined, ctx: RenderContext, indent: number): string {
  return args?.length ? `&lt;${args.map((a) => renderType(a, ctx, indent)).join(', ')}&gt;` : '';
}

export function renderTypeParameters(params: JSONOutput.TypeParameterReflection[] | undefined, ctx: RenderContext): string {
  if (!params?.length) return '';
  const parts = params.map((p) => {
    let text = `${p.flags.isConst ? 'const ' : ''}${escapeHtml(p.name)}`;
    if (p.type) text += ` extends ${renderType(p.type, ctx)}`;
    if (p.default) text += ` = ${renderType(p.default, ctx)}`;
    return text;
  });
  return `&lt;${parts.join(', ')}&gt;`;
}

export function renderParameters(params: JSONOutput.ParameterReflection[] | undefined, ctx: RenderContext, indent = 0): string {
  return (params ?? [])
    .map((p) => {
      const rest = p.flags.isRest ? '...' : '';
      const optional = p.flags.isOptional || p.defaultValue !== undefined ? '?' : '';
      return `${rest}${escapeHtml(p.name)}${optional}: ${p.type ? renderType(p.type, ctx, indent) : 'any'}`;
    })
    .join(', ');
}

/** `<T>(a: A): R`, or `<T>(a: A) => R` for a function type. */
function signatureText(sig: Signature, ctx: RenderContext, indent: number, arrow: boolean): string {
  const ret = sig.type ? renderType(sig.type, ctx, indent) : 'void';
  return `${renderTypeParameters(sig.typeParameters, ctx)}(${renderParameters(sig.parameters, ctx, indent)})${arrow ? ' =&gt; ' : ': '}${ret}`;
}

function memberLine(member: Reflection, ctx: RenderContext, indent: number): string {
  const name = escapeHtml(/^[\w$]+$/.test(member.name) ? member.name : JSON.stringify(member.name));
  const readonly = member.flags.isReadonly ? 'readonly ' : '';
  const optional = member.flags.isOptional ? '?' : '';
  if (member.signatures?.length)
    return member.signatures.map((sig) => `${name}${optional}${signatureText(sig, ctx, indent, false)}`).join('; ');
  if (member.getSignature) return `get ${name}(): ${member.getSignature.type ? renderType(member.getSignature.type, ctx, indent) : 'any'}`;
  return `${readonly}${name}${optional}: ${member.type ? renderType(member.type, ctx, indent) : 'any'}`;
}

/** An object literal type (`{ a: A; b?: B }`), laid out over several lines when long. */
export function objectType(decl: Reflection, ctx: RenderContext, indent = 0): string {
  const lines: string[] = [];
  for (const sig of decl.signatures ?? [])
    lines.push(`(${renderParameters(sig.parameters, ctx, indent + 1)}): ${sig.type ? renderType(sig.type, ctx, indent + 1) : 'void'}`);
  for (const sig of decl.indexSignatures ?? []) {
    const [param] = sig.parameters ?? [];
    lines.push(
      `[${escapeHtml(param?.name ?? 'key')}: ${param?.type ? renderType(param.type, ctx) : 'string'}]: ${sig.type ? renderType(sig.type, ctx, indent + 1) : 'any'}`,
    );
  }
  for (const child of decl.children ?? []) lines.push(memberLine(child, ctx, indent + 1));
  if (lines.length === 0) return '{}';
  // Short literals stay on one line; longer ones are laid out like source code.
  const flat = `{ ${lines.join('; ')} }`;
  if (lines.length <= 2 && flat.replace(/<[^>]+>/g, '').length < 80) return flat;
  const pad = '  '.repeat(indent + 1);
  return `{\n${lines.map((l) => `${pad}${l};`).join('\n')}\n${'  '.repeat(indent)}}`;
}

export function renderType(type: SomeType, ctx: RenderContext, indent = 0): string {
  switch (type.type) {
    case 'intrinsic':
      return escapeHtml(type.name);
    case 'literal':
      return escapeHtml(literalText(type.value));
    case 'reference': {
      const href = typeof type.target === 'number' && !type.refersToTypeParameter ? ctx.hrefOf(type.target) : undefined;
      return `${link(type.name, href)}${typeArguments(type.typeArguments, ctx, indent)}`;
    }
    case 'array':
      return `${wrap(type.elementType, ctx, indent)}[]`;
    case 'union':
      return type.types.map((t) => renderType(t, ctx, indent)).join(' | ');
    case 'intersection':
      return type.types.map((t) => wrap(t, ctx, indent)).join(' &amp; ');
    case 'tuple':
      return `[${(type.elements ?? []).map((t) => renderType(t, ctx, indent)).join(', ')}]`;
    case 'namedTupleMember':
      return `${escapeHtml(type.name)}${type.isOptional ? '?' : ''}: ${renderType(type.element, ctx, indent)}`;
    case 'optional':
      return `${wrap(type.elementType, ctx, indent)}?`;
    case 'rest':
      return `...${renderType(type.elementType, ctx, indent)}`;
    case 'typeOperator':
      return `${type.operator} ${wrap(type.target, ctx, indent)}`;
    case 'indexedAccess':
      return `${wrap(type.objectType, ctx, indent)}[${renderType(type.indexType, ctx, indent)}]`;
    case 'query':
      return `typeof ${renderType(type.queryType, ctx, indent)}`;
    case 'predicate':
      return `${type.asserts ? 'asserts ' : ''}${escapeHtml(type.name)}${type.targetType ? ` is ${renderType(type.targetType, ctx, indent)}` : ''}`;
    case 'inferred':
      return `infer ${escapeHtml(type.name)}${type.constraint ? ` extends ${renderType(type.constraint, ctx, indent)}` : ''}`;
    case 'conditional':
      return `${renderType(type.checkType, ctx, indent)} extends ${renderType(type.extendsType, ctx, indent)} ? ${renderType(type.trueType, ctx, indent)} : ${renderType(type.falseType, ctx, indent)}`;
    case 'mapped': {
      const readonly = type.readonlyModifier ? `${type.readonlyModifier === '-' ? '-' : ''}readonly ` : '';
      const optional = type.optionalModifier ? `${type.optionalModifier === '-' ? '-' : ''}?` : '';
      const as = type.nameType ? ` as ${renderType(type.nameType, ctx, indent)}` : '';
      return `{ ${readonly}[${escapeHtml(type.parameter)} in ${renderType(type.parameterType, ctx, indent)}${as}]${optional}: ${renderType(type.templateType, ctx, indent)} }`;
    }
    case 'templateLiteral':
      return `\`${escapeHtml(type.head)}${type.tail.map(([t, text]) => `\${${renderType(t, ctx, indent)}}${escapeHtml(text)}`).join('')}\``;
    case 'reflection': {
      const decl = type.declaration;
      const sig = decl.signatures?.length === 1 && !decl.children?.length && !decl.indexSignatures?.length ? decl.signatures[0] : null;
      // A constructor type (kind 16384, ConstructorSignature) reads `new (...) => R`.
      return sig ? `${sig.kind === 16384 ? 'new ' : ''}${signatureText(sig, ctx, indent, true)}` : objectType(decl, ctx, indent);
    }
    case 'unknown':
      return escapeHtml(type.name);
    default:
      return escapeHtml((type as { name?: string }).name ?? 'unknown');
  }
}
