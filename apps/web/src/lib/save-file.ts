/** Saving a file answer (fetched with the bearer token, decision 008) under its name through a temporary link. */
import type { FileAnswer } from './api-client';

export function saveFile(answer: FileAnswer, fallbackName: string): void {
  const url = URL.createObjectURL(answer.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
