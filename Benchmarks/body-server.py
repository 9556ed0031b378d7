#!/usr/bin/env python3
"""A local API + OAuth host for the body-collection benchmark.
POST /token: a client token. GET anything: a body of SIZE bytes (?size=), close-delimited (no
Content-Length; HTTP/1.0-style end at close) or chunked (?mode=chunked), written in 1 MiB pieces."""
import socketserver, sys, urllib.parse

class Handler(socketserver.StreamRequestHandler):
    def handle(self):
        line = self.rfile.readline().decode()
        method, target, _ = line.split(" ", 2)
        length = 0
        while True:
            h = self.rfile.readline()
            if h in (b"\r\n", b"\n", b""): break
            if h.lower().startswith(b"content-length:"): length = int(h.split(b":")[1])
        if length: self.rfile.read(length)
        if method == "POST":
            body = b'{"access_token":"bench-token","token_type":"bearer","expires_in":86399}'
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % len(body) + body)
            return
        query = urllib.parse.parse_qs(urllib.parse.urlparse(target).query)
        size = int(query.get("size", [str(SIZE)])[0])
        chunked = query.get("mode", [MODE])[0] == "chunked"
        piece = b"a" * (1 << 20)
        head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        head += b"Transfer-Encoding: chunked\r\n\r\n" if chunked else b"Connection: close\r\n\r\n"
        try:
            self.wfile.write(head)
            left = size
            while left > 0:
                part = piece[:min(left, len(piece))]
                self.wfile.write((b"%x\r\n" % len(part) + part + b"\r\n") if chunked else part)
                left -= len(part)
            if chunked: self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass

class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
    allow_reuse_address = True
    daemon_threads = True

PORT, SIZE, MODE = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else "close"
Server(("127.0.0.1", PORT), Handler).serve_forever()
