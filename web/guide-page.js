// The guide's pages (www/guide.html, www/teachers.html, rendered from docs/
// by scripts/render-guides.mjs) run no script of their own but this: a
// visitor who opens the guide first also gets the site kept for offline use.
import { keepOffline } from './offline/register.js';

keepOffline();
