/**
 * @jest-environment node
 *
 * The API plugin owns the fields of its types. The site adds fields of its own to them (the
 * typed HTML of doc text, the quick-info entries of a page's samples), each with its type and
 * a description for GraphiQL, and never redefines or resolves one of the plugin's, so what a
 * field of the plugin holds is what the plugin made.
 */
import { Kind, parse } from 'gatsby/graphql';
import { apiTypeDefs } from '../../../../plugins/gatsby-source-lexical-api';
import { siteResolvers, siteTypeDefs } from '../../features';

/** Type name -> its field names, over the object types an SDL string defines or extends. */
function fieldsOf(sdl: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const definition of parse(sdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    fields.set(definition.name.value, [
      ...(fields.get(definition.name.value) ?? []),
      ...(definition.fields ?? []).map((f) => f.name.value),
    ]);
  }
  return fields;
}

const pluginFields = fieldsOf(apiTypeDefs);

test("the plugin's types are read from its definitions", () => {
  expect(pluginFields.get('ApiText')).toEqual(['markdown', 'parts']);
  expect(pluginFields.get('ApiModule')).toEqual(expect.arrayContaining(['name', 'comment', 'declarations']));
  expect(pluginFields.get('PackageDoc')).toEqual(expect.arrayContaining(['readme', 'apiModules']));
});

test("no type definition of the site redeclares a field of the plugin's types", () => {
  const redeclared = siteTypeDefs.flatMap((sdl) =>
    [...fieldsOf(sdl)].flatMap(([type, fields]) => fields.filter((f) => pluginFields.get(type)?.includes(f)).map((f) => `${type}.${f}`)),
  );
  expect(redeclared).toEqual([]);
});

test("the site's resolvers on the plugin's types add fields of their own, typed and described", () => {
  const added: string[] = [];
  const problems: string[] = [];
  for (const areaResolvers of siteResolvers) {
    for (const [type, fields] of Object.entries(areaResolvers as Record<string, Record<string, { type?: string; description?: string }>>)) {
      const own = pluginFields.get(type);
      if (!own) continue;
      for (const [field, config] of Object.entries(fields)) {
        added.push(`${type}.${field}`);
        if (own.includes(field)) problems.push(`${type}.${field} replaces the plugin's field`);
        else if (!config.type || !config.description) problems.push(`${type}.${field} is added without its type and description`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(added).toEqual(expect.arrayContaining(['ApiText.typedHtml', 'ApiModule.codeTips', 'PackageDoc.codeTips']));
});
