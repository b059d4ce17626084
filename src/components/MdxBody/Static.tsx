/**
 * A static MDX body in the browser: the server's markup on the page the server rendered (kept
 * as StaticMarkup keeps it), else the body's own file (./bodies.ts), fetched ahead or now. Each
 * island's component renders into its element of that markup through a portal, inside this
 * React tree so it has the page's contexts, and replaces the server's markup there once rendered.
 */
import React, { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { IslandTargetsContext } from '../../contexts/IslandTargets';
import { useCopyCodeButtons } from '../../hooks/useCopyCodeButtons';
import { useAnyNearViewport } from '../../hooks/useNearViewport';
import LoadError from '../LoadError';
import { KEEP_SERVER_MARKUP } from '../StaticMarkup';
import { MDX_BODY_ATTRIBUTE } from '../../shared/bodies';
import { cachedBody, fetchBody, keepBody } from './bodies';

export interface Props {
  path: string;
  className?: string;
  /** The body's markup, when the page gives it (develop, ./Develop.tsx); else the server's or the body's file. */
  html?: string;
  children: React.ReactNode;
}

/** The server's body, while the page the server rendered first hydrates. */
function serverBody(path: string): Element | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return null;
  const body = document.querySelector(`[${MDX_BODY_ATTRIBUTE}]`);
  return body?.getAttribute(MDX_BODY_ATTRIBUTE) === path ? body : null;
}

type Markup = { kind: 'server' } | { kind: 'html'; html: { __html: string } } | { kind: 'loading' } | { kind: 'failed'; error: Error };

function initialMarkup(path: string): Markup {
  const server = serverBody(path);
  if (server) {
    keepBody(path, server.innerHTML);
    return { kind: 'server' };
  }
  const html = cachedBody(path);
  return html === undefined ? { kind: 'loading' } : { kind: 'html', html: { __html: html } };
}

/** The islands' elements in the body's markup, by index (each island replaces its markup once it renders). */
function islandTargets(body: Element): Map<string, Element> {
  const targets = new Map<string, Element>();
  for (const element of body.querySelectorAll('[data-island]')) {
    if (element.parentElement?.closest('[data-island]')) continue;
    targets.set(element.getAttribute('data-island') ?? '', element);
  }
  return targets;
}

export default function StaticMdxBody({ path, className, html: givenHtml, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [loaded, setMarkup] = useState<Markup>(() => (givenHtml === undefined ? initialMarkup(path) : { kind: 'server' }));
  const given = useMemo<Markup | null>(() => (givenHtml === undefined ? null : { kind: 'html', html: { __html: givenHtml } }), [givenHtml]);
  const markup = given ?? loaded;
  const [targets, setTargets] = useState<Map<string, Element> | null>(null);
  useCopyCodeButtons();
  // The islands' places (a marker takes no box: its first element, or else its parent). The
  // body's compiled islands load once one of them nears the viewport, not with the page.
  const places = useMemo(
    () =>
      [...(targets?.values() ?? [])].map((target) => target.firstElementChild ?? target.parentElement).filter((place) => place !== null),
    [targets],
  );
  const islandsNear = useAnyNearViewport(places);

  useEffect(() => {
    if (markup.kind !== 'loading') return undefined;
    let live = true;
    fetchBody(path).then(
      (html) => live && setMarkup({ kind: 'html', html: { __html: html } }),
      (error: unknown) => live && setMarkup({ kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [markup.kind, path]);

  const arrivedLate = useRef(false);
  // Before the browser paints: the islands find their places; a body fetched after the page was
  // shown (a navigation that did not start from a link) brings the address's hash target, so
  // the page goes there as it would have on arrival.
  useLayoutEffect(() => {
    if (markup.kind === 'loading') arrivedLate.current = true;
    if (!ref.current || (markup.kind !== 'server' && markup.kind !== 'html')) return;
    setTargets(islandTargets(ref.current));
    const hash = window.location.hash.slice(1);
    if (arrivedLate.current && hash) document.getElementById(decodeURIComponent(hash))?.scrollIntoView();
  }, [markup]);

  if (markup.kind === 'failed') return <LoadError error={markup.error} />;
  const html = markup.kind === 'html' ? markup.html : KEEP_SERVER_MARKUP;
  return (
    <>
      <div ref={ref} className={className} {...{ [MDX_BODY_ATTRIBUTE]: path }} dangerouslySetInnerHTML={html} suppressHydrationWarning />
      {/* Holds nothing visible: the islands render into the body through portals. A body without
          islands never loads its compiled MDX, one with islands once the first is near. */}
      {targets && islandsNear && (
        <IslandTargetsContext.Provider value={targets}>
          <div hidden>
            <Suspense fallback={null}>{children}</Suspense>
          </div>
        </IslandTargetsContext.Provider>
      )}
    </>
  );
}
