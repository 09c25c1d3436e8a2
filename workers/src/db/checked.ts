import type { Client, InArgs, InStatement, ResultSet } from '@libsql/client';

/** A request's statements are reads when each is a select: only these may run before the check is known. */
const isRead = (statement: InStatement) => /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql);

/**
 * `client` for one request whose first request to the database also carries `check` (decision 042): reads go in one
 * batch behind the check, and `verdict` judges its answer before any of theirs is handed back, so a failed check
 * discards them. A first request that writes (or a transaction) waits for the check sent alone. Once the check has
 * failed, every request throws its verdict. `settled` answers the verdict, sending the check if nothing carried it.
 */
export function checkedClient(client: Client, check: InStatement, verdict: (answer: ResultSet) => void) {
  let judged: Promise<void> | undefined;
  const alone = () => (judged ??= client.execute(check).then(verdict));
  // the check's answer with the reads' answers, or the check alone when the batch itself failed (a bad read)
  const along = <T>(statements: InStatement[], mode: Parameters<Client['batch']>[1]) => {
    const sent = client.batch([check, ...statements], mode);
    judged = sent.then(
      ([answer]) => verdict(answer as ResultSet),
      () => client.execute(check).then(verdict),
    );
    judged.catch(() => {}); // awaited by the caller of `settled`, and by every request below
    return sent.then(async (answers) => {
      await judged;
      return answers.slice(1) as T;
    });
  };
  const execute = (statement: InStatement | string, args?: InArgs): Promise<ResultSet> => {
    const one: InStatement = args === undefined ? statement : { sql: statement as string, args };
    if (judged !== undefined || !isRead(one)) return alone().then(() => client.execute(one));
    return along<ResultSet[]>([one], 'deferred').then(([answer]) => answer as ResultSet);
  };
  const batch = (statements: InStatement[], mode?: Parameters<Client['batch']>[1]): Promise<ResultSet[]> => {
    if (judged !== undefined || !statements.every(isRead)) return alone().then(() => client.batch(statements, mode));
    return along<ResultSet[]>(statements, mode);
  };
  const afterCheck =
    (name: 'transaction' | 'executeMultiple' | 'migrate') =>
    (...args: unknown[]) =>
      alone().then(() => (client[name] as (...a: unknown[]) => unknown)(...args));
  const checked = new Proxy(client, {
    get(target, name) {
      if (name === 'execute') return execute;
      if (name === 'batch') return batch;
      if (name === 'transaction' || name === 'executeMultiple' || name === 'migrate') return afterCheck(name);
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: checked, settled: alone };
}
