/** The same page wrapper for the browser and server rendering. */
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import React from 'react';
import ErrorBoundary from '../components/ErrorBoundary';
import Layout from '../components/Layout';

export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
  return (
    <ErrorBoundary resetKey={props.location.pathname}>
      <Layout>{element}</Layout>
    </ErrorBoundary>
  );
}
