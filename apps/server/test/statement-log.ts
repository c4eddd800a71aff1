import type { Logger } from 'drizzle-orm';

/**
 * A Drizzle logger that keeps the text of every statement sent while it records: tests count what one
 * request asks of the database. It sees what the app sends, on either driver, without touching the database.
 */
export class StatementLog implements Logger {
  private recorded: string[] | null = null;

  logQuery(query: string) {
    this.recorded?.push(query);
  }

  /** Runs `work` and answers the statements sent meanwhile (tests run one request at a time). */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    this.recorded = statements;
    try {
      return { result: await work(), statements };
    } finally {
      this.recorded = null;
    }
  }
}
