import { fromEvent, filter } from 'rxjs';
import { browserWindow } from '../core/browser';
import { requestNavigation } from '../core/navigation';
import { storageKey } from './createStore';
import { authStore } from './slices/auth';
import { betStore } from './slices/bet';
import { currentFullMarketStore } from './slices/currentFullMarket';
import { currentFullMarketNewStore } from './slices/currentFullMarketNew';
import { exposureStore } from './slices/exposure';
import { sportsLockStore } from './slices/sportsLock';
import { userStore } from './slices/user';

/** OPEN-134: what a logout clears. domainConfig, theme, buttonPosition, stakes and the IP cache are kept. */
const clearedAtLogout = [authStore, userStore, betStore, exposureStore, sportsLockStore, currentFullMarketStore, currentFullMarketNewStore];

export function resetOnLogout(): void {
  clearedAtLogout.forEach((store) => store.reset());
}

/** OPEN-135: when another tab clears the session, this tab logs out too and goes home. */
function followLogoutInOtherTabs(win: Window): void {
  fromEvent<StorageEvent>(win, 'storage')
    .pipe(filter((event) => event.key === storageKey('auth') || event.key === null))
    .subscribe(() => {
      const hadSession = authStore.get().accessToken !== '';
      authStore.reload();
      if (hadSession && authStore.get().accessToken === '') {
        resetOnLogout();
        requestNavigation('/');
      }
    });
}

const win = browserWindow();
if (win) followLogoutInOtherTabs(win);
