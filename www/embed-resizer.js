// embed-resizer.js: for a page that shows embed.html in iframes (a course
// page). No dependencies; load it as a classic script or as a module:
//
//   <iframe src="https://example.org/hanoi/embed.html?variation=reves&discs=5&fit=content"
//           title="Reve's puzzle" style="width: 100%; border: 0"></iframe>
//   <script src="https://example.org/hanoi/embed-resizer.js"></script>
//
// 1. Sizing: every iframe whose address ends in embed.html, or that has a
//    data-hanoi-embed attribute, takes the height its embed reports (embeds
//    with fit=content; data-hanoi-embed="off" leaves an iframe alone). Only
//    messages from the iframe's own window and origin count.
// 2. Driving: window.HanoiEmbed.connect(iframe) returns
//      { ready, send(type, fields?), on(type, listener), close() }
//    ready: a promise for the embed's state once it has started;
//    send('seek', {t: 5}): a promise for the reply ({command, id, state}),
//      rejected with an Error carrying the embed's message on an `error`;
//    on('move', (message) => ...): every message of that type ('*' for all);
//      returns a function that stops listening.
// The protocol itself is described in docs/embedding.md ("Driving the embed").
(function () {
  'use strict';
  if (typeof window === 'undefined' || window.HanoiEmbed) return;

  var PROTOCOL = 'hanoi-playground';
  var VERSION = 1;

  function isOurs(data) {
    return data !== null && typeof data === 'object' && data.protocol === PROTOCOL;
  }

  /** The origin of an iframe's address, or null when it has none yet. */
  function frameOrigin(iframe) {
    try {
      var origin = new URL(iframe.getAttribute('src') || '', document.baseURI).origin;
      return origin === 'null' ? null : origin;
    } catch (error) {
      return null;
    }
  }

  function isEmbedFrame(iframe) {
    var marked = iframe.getAttribute('data-hanoi-embed');
    if (marked !== null) return marked !== 'off';
    try {
      return /\/embed\.html$/.test(new URL(iframe.getAttribute('src') || '', document.baseURI).pathname);
    } catch (error) {
      return false;
    }
  }

  /** The iframe whose window sent `event`, if its address is of the same origin. */
  function frameOf(event) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        return frameOrigin(frames[i]) === event.origin ? frames[i] : null;
      }
    }
    return null;
  }

  /** Sets the iframe's height so that its content box is `height` pixels tall. */
  function setHeight(iframe, height) {
    if (typeof height !== 'number' || !(height > 0) || height > 100000) return;
    var style = getComputedStyle(iframe);
    var extra = 0;
    if (style.boxSizing === 'border-box') {
      extra = ['borderTopWidth', 'borderBottomWidth', 'paddingTop', 'paddingBottom'].reduce(function (sum, name) {
        return sum + (parseFloat(style[name]) || 0);
      }, 0);
    }
    var value = Math.ceil(height + extra) + 'px';
    if (iframe.style.height !== value) iframe.style.height = value;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!isOurs(data) || data.type !== 'height' || data.fit !== 'content') return;
    var iframe = frameOf(event);
    if (iframe && isEmbedFrame(iframe)) setHeight(iframe, data.height);
  });

  var counter = 0;

  /** A connection to one embed's iframe, for commands and events. */
  function connect(iframe, options) {
    options = options || {};
    var timeout = options.timeout === undefined ? 10000 : options.timeout;
    // Maps, not plain objects: an id or type such as "constructor" or
    // "__proto__" from a message is only ever a key here.
    var pending = new Map(); // id → {resolve, reject, timer}
    var listeners = new Map(); // type → [listener]
    var resolveReady;
    var ready = new Promise(function (resolve) {
      resolveReady = resolve;
    });
    var readyId = 'ready-' + ++counter;

    function post(data) {
      var target = frameOrigin(iframe);
      if (iframe.contentWindow && target) iframe.contentWindow.postMessage(data, target);
    }

    function onMessage(event) {
      if (event.source !== iframe.contentWindow || event.origin !== frameOrigin(iframe)) return;
      var data = event.data;
      if (!isOurs(data)) return;
      if (data.type === 'ready') resolveReady(data.state);
      if ((data.type === 'reply' || data.type === 'error') && data.id !== undefined) {
        if (data.id === readyId) {
          if (data.type === 'reply') resolveReady(data.state);
        } else if (pending.has(data.id)) {
          var waiting = pending.get(data.id);
          pending.delete(data.id);
          clearTimeout(waiting.timer);
          if (data.type === 'reply') waiting.resolve(data);
          else {
            var error = new Error(data.message);
            error.reply = data;
            waiting.reject(error);
          }
        }
      }
      [data.type, '*'].forEach(function (type) {
        (listeners.get(type) || []).slice().forEach(function (listener) {
          try {
            listener(data);
          } catch (error) {
            setTimeout(function () {
              throw error;
            });
          }
        });
      });
    }
    window.addEventListener('message', onMessage);

    // The embed may have said `ready` before this connection listened: ask.
    function ping() {
      post({ protocol: PROTOCOL, version: VERSION, type: 'get-state', id: readyId });
    }
    ping();
    iframe.addEventListener('load', ping);

    return {
      ready: ready,
      send: function (type, fields) {
        return ready.then(function () {
          return new Promise(function (resolve, reject) {
            var id = 'c' + ++counter;
            var data = {};
            Object.keys(fields || {}).forEach(function (key) {
              data[key] = fields[key];
            });
            data.protocol = PROTOCOL;
            data.version = VERSION;
            data.type = type;
            data.id = id;
            var timer = timeout > 0 ? setTimeout(function () {
              pending.delete(id);
              reject(new Error('No answer from the embed to ' + type + ' within ' + timeout + ' ms'));
            }, timeout) : null;
            pending.set(id, { resolve: resolve, reject: reject, timer: timer });
            post(data);
          });
        });
      },
      on: function (type, listener) {
        listeners.set(type, (listeners.get(type) || []).concat([listener]));
        return function () {
          listeners.set(type, (listeners.get(type) || []).filter(function (l) {
            return l !== listener;
          }));
        };
      },
      close: function () {
        window.removeEventListener('message', onMessage);
        iframe.removeEventListener('load', ping);
        pending.forEach(function (waiting) {
          clearTimeout(waiting.timer);
          waiting.reject(new Error('Connection closed'));
        });
        pending.clear();
        listeners.clear();
      },
    };
  }

  window.HanoiEmbed = { PROTOCOL: PROTOCOL, VERSION: VERSION, connect: connect };
})();
