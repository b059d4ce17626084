/**
 * @jest-environment node
 *
 * Every folder the site sources files from versions them by time stamp (../source-file.ts): a
 * save read while the editor had emptied the file must not leave its File node looking
 * unchanged at the next save.
 */
import config from '../../../gatsby-config';

it('every gatsby-source-filesystem source versions its files by time stamp, not by a hash read mid-save', () => {
  const sources = (config.plugins ?? []).filter(
    (plugin): plugin is { resolve: string; options: Record<string, unknown> } =>
      typeof plugin === 'object' && plugin.resolve === 'gatsby-source-filesystem',
  );
  expect(sources.map((source) => source.options.name)).toEqual(expect.arrayContaining(['docs', 'blog', 'pages']));
  for (const source of sources)
    expect({ name: source.options.name, fastHash: source.options.fastHash }).toEqual({ name: source.options.name, fastHash: true });
});
