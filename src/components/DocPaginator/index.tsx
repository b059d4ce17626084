import { graphql } from 'gatsby';
import React from 'react';
import type { NavLink } from '../../shared/sidebar';
import Pager from '../Pager';

export interface Props {
  previous: NavLink | null;
  next: NavLink | null;
}

/** Links to the previous and next pages in sidebar order. */
export default function DocPaginator({ previous, next }: Props) {
  return (
    <Pager
      label="Docs pages"
      previous={previous && { kind: 'Previous', title: previous.label, href: previous.href }}
      next={next && { kind: 'Next', title: next.label, href: next.href }}
    />
  );
}

/** @public The links around a doc page, for Breadcrumbs and this pager: Gatsby finds the fragment by itself. */
export const query = graphql`
  fragment DocNavigationFields on DocNavigation {
    breadcrumbs {
      label
      href
    }
    previous {
      label
      href
    }
    next {
      label
      href
    }
  }
`;
