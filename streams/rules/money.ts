// The margin formulas are shared with the server (POST /bet/save2), so they live in contract/.
export * from '../../contract/margins';
