/** The player's CSS (the page allows inline styles; no stylesheet request on a TV). */
export const CSS = `
#signage-player{position:fixed;inset:0;background:#000;color:#fff;display:flex;align-items:center;justify-content:center}
#signage-player .stage{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}
#signage-player .stage img,#signage-player .stage video{width:100%;height:100%;object-fit:contain;background:#000}
#signage-player .card{font-size:clamp(2rem,6vw,5rem);font-weight:700;text-align:center;padding:1em}
#signage-player .message{position:absolute;left:5%;right:5%;bottom:8%;padding:.6em 1em;border-radius:.25rem;background:rgba(0,0,0,.82);border:2px solid #fff;font-size:clamp(1.5rem,4vw,3.5rem);text-align:center}
#signage-player .notice{position:absolute;right:1rem;bottom:1rem;padding:.4em .8em;border-radius:.25rem;background:#333;color:#fff;font-size:1rem}
#signage-player .notice:empty,#signage-player .message:empty{display:none}
`;
