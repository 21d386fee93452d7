import { useCallback, useState } from 'react';

type ActionState<TResult> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: TResult; error: null }
  | { status: 'error'; data: undefined; error: unknown };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * useMutation's shape for the few screens outside the data layer (sign-in, sign-up): they run one
 * auth call and cache nothing, and keeping React Query off them keeps /login's JS small.
 */
export function useAsyncAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const [state, setState] = useState<ActionState<TResult>>(IDLE);

  const mutate = useCallback(
    async (input: TInput) => {
      setState({ status: 'pending', data: undefined, error: null });
      try {
        setState({ status: 'success', data: await action(input), error: null });
      } catch (error) {
        setState({ status: 'error', data: undefined, error });
      }
    },
    [action],
  );

  return {
    ...state,
    mutate,
    reset: useCallback(() => setState(IDLE), []),
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
