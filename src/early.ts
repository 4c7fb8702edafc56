import { sendFirstScreenRequests } from './app/routes/firstScreenRequests';

// The page's first script, on its own and tiny: it runs while the app's code is still downloading.
sendFirstScreenRequests(window.location.hash);
