import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { resumeReplay } from '../streams/core/replayHandoff';
import { createAppRouter } from './app/createAppRouter';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A recording chosen on /test before the reload becomes the only data source before any stream starts.
resumeReplay();
// No StrictMode: its double mount would restart shared polls in development and blur the request counts on /test.
createRoot(container).render(<RouterProvider router={createAppRouter()} />);
