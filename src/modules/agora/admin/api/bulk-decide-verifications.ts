import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summariseBulk, type BulkDecision, type BulkOutcome } from '../queue';
import { decideVerification, invalidateAfterDecision } from './decide-verification';

export interface BulkDecideVariables {
  ids: readonly string[];
  status: BulkDecision;
  comments?: string;
}

/**
 * Decides each request on its own (one transaction each), so one failure does not undo or block
 * the others; the summary says which failed. A few at a time to be gentle with the API.
 */
export async function bulkDecideVerifications({ ids, status, comments }: BulkDecideVariables) {
  const outcomes: BulkOutcome[] = [];
  const CONCURRENCY = 4;
  for (let i = 0; i < ids.length; i += CONCURRENCY) {
    const chunk = ids.slice(i, i + CONCURRENCY);
    const settled = await Promise.allSettled(chunk.map((id) => decideVerification({ id, status, comments })));
    settled.forEach((result, j) =>
      outcomes.push(
        result.status === 'fulfilled'
          ? { id: chunk[j]!, ok: true }
          : { id: chunk[j]!, ok: false, error: result.reason },
      ),
    );
  }
  return summariseBulk(outcomes);
}

export function useBulkDecideVerifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDecideVerifications,
    onSettled: (_data, _error, variables) => invalidateAfterDecision(queryClient, variables.ids),
  });
}
