/** The three calls that hand captured tracking data to the server (contracts/tracking). */
import {
  type CrmRefBody,
  type SetPostbackBody,
  type SetUtmBody,
  type TrackingResult,
  trackingResultSchema,
} from '@/contracts/tracking';
import { apiRequest } from '@/shared/api/rest';

const post =
  <B>(path: string) =>
  (body: B): Promise<TrackingResult> =>
    apiRequest(path, { method: 'POST', body, schema: trackingResultSchema });

export const postReferral = post<CrmRefBody>('/crm/ref');
export const postPostback = post<SetPostbackBody>('/account/setPostback');
export const postUtm = post<SetUtmBody>('/crm/setUTMVariables');
