import { exportRecordingBlob } from '../../../streams/core/recorder';

/** Saves the recording so far as `recording-<ISO>.jsonl`. */
export function downloadRecording(): void {
  const url = URL.createObjectURL(exportRecordingBlob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `recording-${new Date().toISOString()}.jsonl`;
  link.click();
  URL.revokeObjectURL(url);
}
