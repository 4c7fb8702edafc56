import { exportRecordingBlob } from '../../../streams/qa/recorder';

/** Saves the recording so far as `recording-<ISO time>.jsonl`. */
export function downloadRecording(): void {
  const url = URL.createObjectURL(exportRecordingBlob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `recording-${new Date().toISOString().replaceAll(':', '-')}.jsonl`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is dropped once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
