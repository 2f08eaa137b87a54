#!/usr/bin/env python3
"""Serves the built site (www/) as a static host does, for `make serve`.

Like `python3 -m http.server`, plus the headers a static host such as GitHub
Pages sends, so that the site works as it will when published:
  - Access-Control-Allow-Origin: * on every file, so that a course page on
    another origin can load the <hanoi-player> element's modules, its
    stylesheet and the wasm (the Share dialog's element snippet, as it is);
  - the right types for the modules (text/javascript) and the wasm
    (application/wasm, which WebAssembly.instantiateStreaming needs);
  - Cache-Control: no-cache, so that a page after `make build` is the new one.

Stdlib only. Prints one line when it listens ("serving www/ on URL"), which
is how a caller that asked for --port 0 learns the port; requests are logged
to stderr, as http.server does.

    python3 scripts/serve.py [--bind 127.0.0.1] [--port 8000] [--directory www]
"""

import argparse
import functools
import http.server
import sys

TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".txt": "text/plain; charset=utf-8",
}


class StaticHostHandler(http.server.SimpleHTTPRequestHandler):
    # Keep-alive: a page loads a few dozen modules.
    protocol_version = "HTTP/1.1"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self):
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def do_OPTIONS(self):
        # A preflight: simple GETs never need one, but a page that adds a header may ask.
        self.send_response(204)
        self.send_header("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS")
        self.send_header("Access-Control-Allow-Headers", "*")
        self.send_header("Content-Length", "0")
        self.end_headers()


def main():
    parser = argparse.ArgumentParser(description="Serve www/ as a static host does (CORS headers, wasm type).")
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 for any free one)")
    parser.add_argument("--directory", default="www", help="folder to serve (default www)")
    args = parser.parse_args()

    handler = functools.partial(StaticHostHandler, directory=args.directory)
    try:
        server = http.server.ThreadingHTTPServer((args.bind, args.port), handler)
    except OSError as error:
        sys.exit(f"serve: cannot listen on {args.bind}:{args.port}: {error.strerror}")
    host, port = server.server_address[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"serving {args.directory}/ on http://{shown}:{port}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
