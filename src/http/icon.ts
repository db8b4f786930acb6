/**
 * The service's icon, shared by the edges that show it: the comparison page serves it as
 * /compare/icon.svg, the documentation renders /favicon.ico from it. 32 units square, so it draws
 * sharply at 16 and 32 pixels.
 */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Tangible Wealth</title><rect width="32" height="32" rx="6" fill="#1f2937"/><rect x="4" y="22" width="5" height="5" fill="#60a5fa"/><rect x="11" y="8" width="19" height="19" fill="#fb923c"/></svg>\n';
