/**
 * What the decoder shows once the table has loaded: the decoded message for the link's
 * `code` and `v` values, then the searchable list of every code. Messages and values are
 * rendered as React text, never as HTML, so a value in the link cannot inject markup.
 */
import React, { useId, useMemo, useState } from 'react';
import {
  ERROR_CODE_PARAM,
  ERROR_VALUE_PARAM,
  countPlaceholders,
  formatErrorMessage,
  type ErrorCodeEntry,
  type ErrorCodeTable,
} from '../../shared/error-codes';
import * as styles from './styles.module.css';

interface ViewProps {
  table: ErrorCodeTable;
  /** The page's query string, e.g. `?code=42&v=paragraph`. */
  search: string;
}

/** The link's raw `code` (null when the page was opened without one) and its `v` values. */
export function parseDecoderQuery(search: string) {
  const params = new URLSearchParams(search);
  return { code: params.get(ERROR_CODE_PARAM), values: params.getAll(ERROR_VALUE_PARAM) };
}

function Decoded({ table, raw, code, values }: { table: ErrorCodeTable; raw: string; code: number | null; values: string[] }) {
  if (code === null) {
    return (
      <div className={`${styles.result} ${styles.unknown}`} role="status">
        <p className={styles.resultText}>
          “{raw}” is not an error code: codes are whole numbers, such as the <code>N</code> in “Minified Lexical error #N”.
        </p>
      </div>
    );
  }
  const entry = table.codes.find((candidate) => candidate.code === code);
  if (!entry) {
    return (
      <div className={`${styles.result} ${styles.unknown}`} role="status">
        <p className={styles.resultText}>
          No error with code {code} is known in Lexical {table.version} or any earlier release. The code may come from a newer release of
          Lexical: compare the version in the link with the one you have installed.
        </p>
      </div>
    );
  }
  const label = `${entry.kind === 'warning' ? 'Warning' : 'Error'} #${code}`;
  const expected = countPlaceholders(entry.message);
  return (
    <div className={styles.result} role="status">
      <p className={styles.resultLabel}>
        {label} <span className={styles.packages}>{sourceOf(entry, table.version)}</span>
      </p>
      <p className={styles.message} data-testid="decoded-message">
        {formatErrorMessage(entry.message, values)}
      </p>
      {!entry.thrown && (
        <p className={styles.note} data-testid="earlier-release">
          Lexical {table.version} no longer throws this code: it comes from an earlier release. The message is the one that release used.
        </p>
      )}
      {values.length !== expected && (
        <p className={styles.note}>
          This message takes {expected} value{expected === 1 ? '' : 's'}; the link gave {values.length}.
          {values.length < expected ? ' Missing values are shown as %s.' : ' The extra values are not shown.'}
        </p>
      )}
    </div>
  );
}

/** Where a code comes from, for the result and the list. */
function sourceOf(entry: ErrorCodeEntry, version: string): string {
  return entry.thrown ? `from ${entry.packages.join(', ')}` : `from a release before ${version}`;
}

function matches(entry: ErrorCodeEntry, filter: string): boolean {
  if (!filter) return true;
  const needle = filter.toLowerCase();
  return (
    String(entry.code) === needle.replace(/^#/, '') ||
    entry.message.toLowerCase().includes(needle) ||
    entry.packages.some((name) => name.includes(needle))
  );
}

function packagesCell(entry: ErrorCodeEntry): string {
  return entry.thrown ? entry.packages.join(', ') : 'earlier release';
}

function CodeTable({ table, current }: { table: ErrorCodeTable; current: number | null }) {
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const rows = useMemo(() => table.codes.filter((entry) => matches(entry, filter.trim())), [table, filter]);
  return (
    <div className={styles.tableArea}>
      <label htmlFor={inputId} className={styles.filterLabel}>
        Filter the {table.codes.length} codes of Lexical up to {table.version}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.filter}
        placeholder="Code, words or package"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p className={styles.count} aria-live="polite">
        {rows.length === table.codes.length ? `${rows.length} codes` : `${rows.length} of ${table.codes.length} codes`}
      </p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Message</th>
              <th scope="col" className={styles.packageColumn}>
                Packages
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.code} className={entry.code === current ? styles.current : undefined}>
                <td className={styles.code}>{entry.code}</td>
                <td className={styles.messageCell}>
                  {entry.message}
                  {entry.kind === 'warning' && <span className={styles.badge}>warning</span>}
                  <span className={styles.inlinePackages}>{packagesCell(entry)}</span>
                </td>
                <td className={`${styles.packageCell} ${styles.packageColumn}`}>{packagesCell(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function ErrorDecoderView({ table, search }: ViewProps) {
  const { code: raw, values } = parseDecoderQuery(search);
  const code = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null;
  return (
    <>
      {raw !== null ? (
        <Decoded table={table} raw={raw} code={code} values={values} />
      ) : (
        <p className={styles.hint}>
          Opened from the link in a minified error, this box shows the full message with its values. Without a code, search the list below.
        </p>
      )}
      <CodeTable table={table} current={code} />
    </>
  );
}
