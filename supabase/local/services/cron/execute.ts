// Runs a job's command the way pg_cron's worker does over libpq: the whole text as one simple
// query (several statements allowed), and the outcome as pg_cron records it: the last result's
// command tag ("INSERT 0 1", "VACUUM"), "N row(s)" for a result with rows, or libpq's text of the
// error ("ERROR:  division by zero\n", with its LINE, DETAIL, HINT, QUERY and CONTEXT lines).
import type pg from 'pg';

export interface Outcome {
  status: 'succeeded' | 'failed';
  message: string;
}

interface ErrorFields {
  message: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  internalPosition?: string;
  internalQuery?: string;
  where?: string;
}

/** The caret line libpq prints under a statement for an error with a position. */
function errorPosition(query: string, position: number): string {
  const before = [...query].slice(0, position - 1).join('');
  const lineNo = before.split('\n').length;
  const line = query.split('\n')[lineNo - 1] ?? '';
  const column = [...(before.split('\n').at(-1) ?? '')].length;
  const prefix = `LINE ${lineNo}: `;
  return `${prefix}${line}\n${' '.repeat(prefix.length + column)}^\n`;
}

/** libpq's PQresultErrorMessage at its default verbosity, as pg_cron stores it in return_message. */
export function libpqErrorText(err: ErrorFields, query: string): string {
  let text = `${err.severity ?? 'ERROR'}:  ${err.message}\n`;
  if (err.position) text += errorPosition(query, Number(err.position));
  else if (err.internalPosition && err.internalQuery)
    text += errorPosition(err.internalQuery, Number(err.internalPosition));
  if (err.detail) text += `DETAIL:  ${err.detail}\n`;
  if (err.hint) text += `HINT:  ${err.hint}\n`;
  if (err.internalQuery) text += `QUERY:  ${err.internalQuery}\n`;
  if (err.where) text += `CONTEXT:  ${err.where}\n`;
  return text;
}

interface Connection {
  query(text: string): void;
  sendCopyFail(message: string): void;
}

/** A node-postgres submittable that keeps what pg_cron keeps of each result. */
class CronCommand {
  private tuples = false;
  private rows = 0;
  private last = '';
  private failure: string | null = null;
  readonly done: Promise<Outcome>;
  private finish!: (o: Outcome) => void;

  constructor(private readonly text: string) {
    this.done = new Promise((resolve) => (this.finish = resolve));
  }

  submit(connection: Connection) {
    connection.query(this.text);
  }
  handleRowDescription() {
    this.tuples = true;
    this.rows = 0;
  }
  handleDataRow() {
    this.rows++;
  }
  handleCommandComplete(msg: { text: string }) {
    this.last = this.tuples ? `${this.rows} ${this.rows === 1 ? 'row' : 'rows'}` : msg.text;
    this.tuples = false;
  }
  handleEmptyQuery() {
    this.last = '0 rows';
  }
  handleCopyInResponse(connection: Connection) {
    this.failure = 'COPY not supported';
    connection.sendCopyFail('COPY not supported');
  }
  handleCopyData() {
    this.failure = 'COPY not supported';
  }
  handlePortalSuspended() {}
  /** An error ends the query string (the server skips the statements after it). */
  handleError(err: ErrorFields) {
    this.failure ??= libpqErrorText(err, this.text);
    this.handleReadyForQuery();
  }
  handleReadyForQuery() {
    this.finish(
      this.failure
        ? { status: 'failed', message: this.failure }
        : { status: 'succeeded', message: this.last },
    );
  }
}

export function runCommand(client: pg.Client, command: string): Promise<Outcome> {
  const submittable = new CronCommand(command);
  (client as unknown as { query(s: CronCommand): void }).query(submittable);
  return submittable.done;
}
