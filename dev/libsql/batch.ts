import { toProtoError } from './errors';
import { isObject, type ProtoBatch, type ProtoCond, ProtocolError, type ProtoError, type StmtResult } from './protocol';
import type { ServerState, Stream } from './state';
import { prepare, run } from './statements';

// The `batch` request: steps run in order, each under an optional condition on the steps before it.

export async function batch(state: ServerState, stream: Stream, b: ProtoBatch | undefined) {
  if (!isObject(b) || !Array.isArray(b.steps)) throw new ProtocolError('`batch.steps` must be an array');
  // like sqld: every step is checked before any runs; a bad statement fails the whole request
  const steps = b.steps.map((step, i) => {
    if (!isObject(step)) throw new ProtocolError('Each batch step must be an object');
    if (step.condition !== undefined && step.condition !== null) checkCond(step.condition, i);
    return { condition: step.condition ?? null, prepared: prepare(stream, step.stmt) };
  });
  // sqld's rule: a step counts as ok only if it ran and succeeded; `error` is its negation (a skipped step is an error)
  const succeeded: boolean[] = [];
  const holds = (c: ProtoCond): boolean => {
    switch (c.type) {
      case 'ok':
        return succeeded[c.step]!;
      case 'error':
        return !succeeded[c.step]!;
      case 'not':
        return !holds(c.cond);
      case 'and':
        return c.conds.every(holds);
      case 'or':
        return c.conds.some(holds);
      case 'is_autocommit':
        return !stream.conn.db.inTransaction;
    }
  };
  const step_results: (StmtResult | null)[] = [];
  const step_errors: (ProtoError | null)[] = [];
  for (const step of steps) {
    if (step.condition && !holds(step.condition)) {
      step_results.push(null);
      step_errors.push(null);
      succeeded.push(false);
      continue;
    }
    try {
      step_results.push(await run(state, stream, step.prepared));
      step_errors.push(null);
      succeeded.push(true);
    } catch (err) {
      step_results.push(null);
      step_errors.push(toProtoError(err));
      succeeded.push(false);
    }
  }
  return { step_results, step_errors };
}

function checkCond(c: unknown, stepIndex: number): void {
  if (!isObject(c)) throw new ProtocolError('A batch condition must be an object');
  switch (c.type) {
    case 'ok':
    case 'error':
      if (!Number.isInteger(c.step) || (c.step as number) < 0 || (c.step as number) >= stepIndex)
        throw new ProtocolError('A batch condition refers to a step that does not run before it');
      return;
    case 'not':
      checkCond(c.cond, stepIndex);
      return;
    case 'and':
    case 'or':
      if (!Array.isArray(c.conds)) throw new ProtocolError('`conds` must be an array');
      for (const x of c.conds) checkCond(x, stepIndex);
      return;
    case 'is_autocommit':
      return;
    default:
      throw new ProtocolError(`Unknown batch condition ${JSON.stringify(c.type)}`);
  }
}
