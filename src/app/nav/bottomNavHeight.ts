/** Height of the narrow screens' bottom navigation; the shell keeps that much room below the page. */
export const BOTTOM_NAV_HEIGHT = 60;
