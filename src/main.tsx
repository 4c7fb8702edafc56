import { createRoot } from 'react-dom/client';
import { hasPendingReplay } from '../streams/core/pendingReplay';
import { loadTransport } from '../streams/api/request';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No StrictMode: its double mount would restart shared polls in development and blur the request counts on /test.
const render = (replaying = false) => createRoot(container).render(<App replaying={replaying} />);

// The HTTP client and the stored slices' schemas load beside the first screen, not after its first render:
// the domain config request (and every other) waits for both.
void loadTransport();
// A recording chosen on /test before the reload becomes the only data source before any stream starts.
if (hasPendingReplay()) void import('../streams/qa/replayHandoff').then(({ resumeReplay }) => (resumeReplay(), render(true)));
else render();
