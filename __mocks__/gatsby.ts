/** Gatsby's runtime for unit tests: Link renders a plain anchor, queries are inert. */
import React from 'react';

const gatsby = jest.requireActual('gatsby');

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  activeStyle?: unknown;
  getProps?: unknown;
  innerRef?: unknown;
  partiallyActive?: boolean;
  replace?: boolean;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Link's own props are named only to keep them off the <a>
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, to, ...rest }: LinkProps) =>
      React.createElement('a', { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
