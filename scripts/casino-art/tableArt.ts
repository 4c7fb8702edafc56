/** The felt behind the tables and the launcher's backdrop (CAS-LNCH-01). */
export function tableFelt(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" preserveAspectRatio="xMidYMid slice">',
    '<defs>',
    '<radialGradient id="felt" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#1f7a4d"/><stop offset="0.6" stop-color="#0f5132"/><stop offset="1" stop-color="#072a1b"/></radialGradient>',
    '<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8 L8 0" stroke="rgba(255,255,255,0.035)" stroke-width="1"/></pattern>',
    '</defs>',
    '<rect width="1600" height="900" fill="url(#felt)"/>',
    '<rect width="1600" height="900" fill="url(#weave)"/>',
    '<path d="M120 900 Q800 380 1480 900" fill="none" stroke="#c9a227" stroke-opacity="0.55" stroke-width="6"/>',
    '<path d="M220 900 Q800 470 1380 900" fill="none" stroke="#c9a227" stroke-opacity="0.3" stroke-width="3"/>',
    '</svg>',
  ].join('');
}

export function launchBackdrop(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" preserveAspectRatio="xMidYMid slice">',
    '<defs><radialGradient id="glow" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#3a1030"/><stop offset="0.55" stop-color="#1a0b22"/><stop offset="1" stop-color="#07050c"/></radialGradient></defs>',
    '<rect width="1600" height="900" fill="url(#glow)"/>',
    ...[0, 1, 2, 3, 4, 5].map(
      (index) =>
        `<circle cx="${200 + index * 240}" cy="${index % 2 ? 760 : 140}" r="${60 + (index % 3) * 25}" fill="none" stroke="#c9a227" stroke-opacity="0.12" stroke-width="10" stroke-dasharray="18 12"/>`,
    ),
    '<circle cx="800" cy="430" r="150" fill="none" stroke="#c9a227" stroke-opacity="0.5" stroke-width="4"/>',
    '<circle cx="800" cy="430" r="120" fill="none" stroke="#c9a227" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="6 8"/>',
    '</svg>',
  ].join('');
}
