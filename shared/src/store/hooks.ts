import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './makeStore.ts';
import type { RootState } from './rootReducer.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
