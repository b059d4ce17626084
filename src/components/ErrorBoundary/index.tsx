import React from 'react';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

export interface Props {
  children: React.ReactNode;
  /** Changing it (e.g. on navigation) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** The messages of an error and of each error in its `cause` chain, outermost first. */
export function causeChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  while (current && chain.length < 10) {
    chain.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/**
 * When rendering fails: a message, a retry, a way home, and the whole cause chain, so a reader
 * can report more than the last error. The Layout keeps one around the page (so the navbar
 * stays) and the page wrapper one around the Layout itself, whose crash screen is all that is
 * left: hence the home link.
 */
export default class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.crash} role="alert">
        <h1>This page crashed.</h1>
        <p className={styles.actions}>
          <button type="button" className={styles.retry} onClick={() => this.setState({ error: null })}>
            Try again
          </button>
          <SiteLink to="/">Go to the home page</SiteLink>
        </p>
        <ol className={styles.chain}>
          {causeChain(error).map((message, i) => (
            <li key={i}>
              {i > 0 && <span className={styles.cause}>Cause: </span>}
              <code>{message}</code>
            </li>
          ))}
        </ol>
      </div>
    );
  }
}
