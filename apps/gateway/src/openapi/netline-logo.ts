/** Netline's wordmark for the API reference's top bar and tab icon: a rising net line and the name. */
export const NETLINE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40" role="img" aria-label="Netline">
<rect x="2" y="4" width="32" height="32" rx="8" fill="#0f766e"/>
<path d="M8 28 L15 19 L21 24 L28 12" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
<text x="44" y="28" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">Netline</text>
</svg>`;

export const NETLINE_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect width="32" height="32" rx="8" fill="#0f766e"/>
<path d="M6 24 L13 15 L19 20 L26 8" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

/** The top bar in Netline's colour instead of the framework's. */
export const NETLINE_THEME_CSS = `.swagger-ui .topbar { background-color: #134e4a; }
.swagger-ui .topbar .download-url-wrapper .select-label { color: #ffffff; }
.swagger-ui .topbar .download-url-wrapper select { border-color: #0f766e; }`;
