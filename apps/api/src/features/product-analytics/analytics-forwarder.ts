/**
 * Forwarding to the EU analytics service (decision 256): the Amplitude HTTP V2 API format
 * (`POST https://api.eu.amplitude.com/2/httpapi`), sent by the server, so the service sees the server's address
 * and never the visitor's. The visitor id is Amplitude's `device_id`; no `user_id` is sent.
 */
import type { AnalyticsEventBatch, AnalyticsUserProperties } from '@portal/contracts';

export const FORWARD_TIMEOUT_MS = 5_000;

export interface AmplitudeEvent {
  event_type: string;
  device_id: string;
  time: number;
  insert_id: string;
  platform: 'Web';
  event_properties: Record<string, unknown>;
  user_properties?: AnalyticsUserProperties;
}

export function toAmplitudeEvents(
  batch: AnalyticsEventBatch,
  timeOf: (event: AnalyticsEventBatch['events'][number]) => Date,
): AmplitudeEvent[] {
  return batch.events.map((event) => ({
    event_type: event.name,
    device_id: batch.visitorId,
    time: timeOf(event).getTime(),
    insert_id: event.insertId,
    platform: 'Web',
    event_properties: event.properties,
    ...(batch.userProperties ? { user_properties: batch.userProperties } : {}),
  }));
}

/** Sends the events; answers whether the service took them (2xx). Never throws. */
export async function forwardToAnalyticsService(
  target: { endpoint: string; apiKey: string },
  events: AmplitudeEvent[],
  log: { warn: (object: object, message: string) => void },
): Promise<boolean> {
  try {
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: '*/*' },
      body: JSON.stringify({ api_key: target.apiKey, events }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (response.ok) return true;
    log.warn({ status: response.status, events: events.length }, 'the analytics service refused events');
  } catch (error) {
    log.warn({ err: error, events: events.length }, 'the analytics service could not be reached');
  }
  return false;
}
