import React from 'react';
import SearchBar from '../../SearchBar';

/** The navbar's search box: on the right of the navbar, focused from anywhere with mod+k. */
export default function SearchItem() {
  return <SearchBar />;
}
