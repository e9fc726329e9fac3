import { createHash } from 'node:crypto';
import { BLUEPRINT_LAYOUT_MESSAGE } from '@persona/shared';

/**
 * The one script the Blueprint page runs (pinned by its hash in the page's CSP; nothing from the document runs).
 * Framed, it tells the portal the page's height and where its sections start, so the portal sizes the frame to
 * the document (the page scrolls, not the frame) and lists the sections; and it opens an evidence quote beside
 * its marker, since in a frame as tall as the document the popover's default place, the middle of the frame, may
 * be far out of view. It reads the page only: it sends no content but section titles and numbers. The height is
 * the root's own box (its content), not scrollHeight, which is never less than the frame: the frame could not shrink.
 */
export const BLUEPRINT_LAYOUT_SCRIPT = `(function(){var d=document;if(parent===window)return;
function post(){var s=[].map.call(d.querySelectorAll('body>section[id]'),function(e){var h=e.querySelector('h2');return{id:e.id,title:h?h.textContent:'',top:e.offsetTop}});
parent.postMessage({type:'${BLUEPRINT_LAYOUT_MESSAGE}',height:d.documentElement.getBoundingClientRect().height,sections:s},'*')}
new ResizeObserver(post).observe(d.body);addEventListener('load',post);
d.addEventListener('beforetoggle',function(e){var p=e.target;if(e.newState!=='open'||!p.id)return;var m=d.querySelector('[popovertarget='+CSS.escape(p.id)+']');if(!m)return;var r=m.getBoundingClientRect(),w=Math.min(480,innerWidth*0.9);
p.style.margin='0';p.style.right='auto';p.style.bottom='auto';p.style.top=(r.bottom+6)+'px';p.style.left=Math.max(8,Math.min(r.left,innerWidth-w-8))+'px'},true)})()`;

/** The CSP source that allows exactly that script. */
export const BLUEPRINT_LAYOUT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BLUEPRINT_LAYOUT_SCRIPT).digest('base64')}'`;
