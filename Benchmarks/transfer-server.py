"""The server `Benchmarks/transfers` measures against: it reads request bodies a megabyte at a
time and forgets them (PUT and POST /sink, 204), and serves GET /file?mb=N, N megabytes written a
megabyte at a time with their length and an ETag. Usage: transfer-server.py PORT"""
import http.server
import sys
import urllib.parse

CHUNK = b"\x5a" * (1 << 20)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def sink(self):
        remaining = int(self.headers.get("Content-Length", 0))
        while remaining > 0:
            chunk = self.rfile.read(min(1 << 20, remaining))
            if not chunk:
                break
            remaining -= len(chunk)
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_PUT = sink
    do_POST = sink

    def do_GET(self):
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        megabytes = int(query.get("mb", ["1"])[0])
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(megabytes << 20))
        self.send_header("ETag", '"file-%d"' % megabytes)
        self.end_headers()
        for _ in range(megabytes):
            self.wfile.write(CHUNK)


http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
