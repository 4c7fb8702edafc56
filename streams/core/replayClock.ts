import { VirtualTimeScheduler } from 'rxjs';

/** Virtual time the replayer advances by hand; app timers scheduled through `getScheduler()` run on it. */
export class ReplayClock extends VirtualTimeScheduler {
  advanceBy(ms: number): void {
    const target = this.frame + ms;
    this.maxFrames = target;
    this.flush();
    this.frame = target;
  }
}
