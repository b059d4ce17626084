import React from 'react';
import SearchBar from '../../SearchBar';

/** The navbar's search box (spec §9: on the right, mod+k). */
export default function SearchItem() {
  return <SearchBar />;
}
