import { http } from 'msw';
import { apiUrl, contractJson } from '../apiRoute';

/** The user's saved stake presets (null: never saved, the defaults apply). */
export const stakesHandler = (stakes: number[] | null = null) =>
  http.get(apiUrl('stakes'), () => contractJson('stakes', { status: true, data: stakes }));
