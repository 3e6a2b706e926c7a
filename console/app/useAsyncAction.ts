import { useRef, useState } from 'react';

export interface AsyncActionCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
}

export interface AsyncAction<TVariables, TData> {
  isPending: boolean;
  /** The last call's answer, until the next call. */
  data: TData | undefined;
  /** The last call's failure, until the next call. */
  error: unknown;
  /** Starts a call; a newer call's answer replaces an older one's, whose callbacks then do not run. */
  run: (variables: TVariables, callbacks?: AsyncActionCallbacks<TData>) => void;
}

type State<TData> = { status: 'idle' | 'pending' } | { status: 'success'; data: TData } | { status: 'error'; error: unknown };

/**
 * One call's pending, answer and failure as React state, as `useMutation` reports them, for a page that
 * loads no query client (the prerendered sign-in form, console/app/lazyQueryClient.ts).
 */
export function useAsyncAction<TVariables, TData>(
  action: (variables: TVariables) => Promise<TData>,
): AsyncAction<TVariables, TData> {
  const [state, setState] = useState<State<TData>>({ status: 'idle' });
  const latestCall = useRef(0);
  const run = (variables: TVariables, callbacks: AsyncActionCallbacks<TData> = {}) => {
    const call = ++latestCall.current;
    setState({ status: 'pending' });
    action(variables).then(
      (data) => {
        if (call !== latestCall.current) return;
        setState({ status: 'success', data });
        callbacks.onSuccess?.(data);
      },
      (error: unknown) => {
        if (call !== latestCall.current) return;
        setState({ status: 'error', error });
        callbacks.onError?.(error);
      },
    );
  };
  return {
    isPending: state.status === 'pending',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
    run,
  };
}
