// The stake ranges are enforced again by the server (POST /bet/save2), so they live in contract/.
export * from '../../contract/stakeLimits';
