import { useSubscription } from 'observable-hooks';
import { useNavigate } from 'react-router';
import { navigationRequests$ } from '../../streams/core/navigation';

/** Streams ask for navigation (session expiry, logout); the router carries it out. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useSubscription(navigationRequests$, (path) => void navigate(path));
  return null;
}
