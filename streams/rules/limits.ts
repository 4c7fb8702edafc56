// The limits are enforced again by the server (POST /bet/save2), so they live in contract/.
export * from '../../contract/limits';
