import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@journal/shared';
import { fetchTopics, selectTopicsByCategory, selectTopicsError, selectTopicsStatus } from './topicsSlice.ts';

/** The topics of the store, fetched on first use (the thunk skips the call once they are loaded). */
export function useTopics() {
  const dispatch = useAppDispatch();
  const byCategory = useAppSelector(selectTopicsByCategory);
  const status = useAppSelector(selectTopicsStatus);
  const error = useAppSelector(selectTopicsError);

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchTopics());
  }, [dispatch, status]);

  return { byCategory, status, error, retry: () => void dispatch(fetchTopics()) };
}
