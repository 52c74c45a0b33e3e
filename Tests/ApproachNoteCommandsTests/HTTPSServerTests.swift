import ApproachNoteCommands
import CatalogTestSupport
import CommandSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// `--server https://…`: the server's certificate is verified, against the system's
/// authorities or those of `--ca-file`; one that cannot be verified is refused in words that
/// say what to do; every request names the application and its version.
@Suite("Reading from an https server", .serialized, .testThreads)
struct HTTPSServerTests {
    /// A certificate authority made for the test, a certificate it signs for 127.0.0.1, and a
    /// loopback https server (Python's) answering the recorded songs index to every request and
    /// writing each request's User-Agent to a file.
    private final class Server {
        let directory: String
        let process: ChildProcess
        let port: Int

        var authority: String { directory + "/ca.pem" }
        var userAgents: [String] {
            ((try? String(contentsOfFile: directory + "/agents.txt", encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init)
        }

        init() throws {
            let directory = NSTemporaryDirectory() + "approachnote-https-\(UUID().uuidString)"
            self.directory = directory
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let file = { (name: String) in directory + "/" + name }
            try Data("subjectAltName=IP:127.0.0.1\n".utf8).write(to: URL(fileURLWithPath: file("san.txt")))
            try UpstreamReplay.body(of: UpstreamReplay.recorded("songs_index"))
                .write(to: URL(fileURLWithPath: file("songs.json")))
            for arguments in [
                [
                    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", file("ca.key"), "-out", file("ca.pem"),
                    "-days", "2", "-subj", "/CN=ApproachNote test authority",
                ],
                [
                    "req", "-newkey", "rsa:2048", "-nodes", "-keyout", file("server.key"), "-out", file("server.csr"),
                    "-subj", "/CN=127.0.0.1",
                ],
                [
                    "x509", "-req", "-in", file("server.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"),
                    "-CAcreateserial", "-out", file("server.pem"), "-days", "2", "-extfile", file("san.txt"),
                ],
            ] {
                try #require(try ChildProcess(["openssl"] + arguments).wait() == 0, "openssl \(arguments[0])")
            }
            let script = """
                import http.server, ssl
                class Answer(http.server.BaseHTTPRequestHandler):
                    def do_GET(self):
                        with open('\(file("agents.txt"))', 'a') as agents:
                            agents.write(self.headers.get('User-Agent', '') + '\\n')
                        body = open('\(file("songs.json"))', 'rb').read()
                        self.send_response(200)
                        self.send_header('Content-Type', 'application/json')
                        self.send_header('Content-Length', str(len(body)))
                        self.end_headers()
                        self.wfile.write(body)
                    def log_message(self, *arguments): pass
                server = http.server.HTTPServer(('127.0.0.1', 0), Answer)
                context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
                context.load_cert_chain('\(file("server.pem"))', '\(file("server.key"))')
                server.socket = context.wrap_socket(server.socket, server_side=True)
                with open('\(file("port.tmp"))', 'w') as port: port.write(str(server.server_address[1]))
                import os; os.rename('\(file("port.tmp"))', '\(file("port"))')
                server.serve_forever()
                """
            try Data(script.utf8).write(to: URL(fileURLWithPath: file("server.py")))
            process = try ChildProcess(["python3", file("server.py")], errors: file("server.log"))
            let deadline = Date().addingTimeInterval(120)
            var port: Int?
            while port == nil, Date() < deadline {
                port = (try? String(contentsOfFile: file("port"), encoding: .utf8)).flatMap { Int($0) }
                if port == nil { usleep(20_000) }
            }
            self.port = try #require(port, "the https server's port")
        }

        func stop() {
            process.signal(SIGTERM)
            _ = process.wait()
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    private func find(_ arguments: [String], environment: CommandEnvironment = [:]) -> (Int32, CapturedIO) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(
            arguments + ["catalog", "find", "song", "a"], environment: environment, io: io)
        return (status, io)
    }

    @Test("with its authority the server is read, and each request says who asks; without, it is refused in words")
    func verified() throws {
        let server = try Server()
        defer { server.stop() }
        let address = "https://127.0.0.1:\(server.port)"

        let (trusted, trustedIO) = find(["--server", address, "--ca-file", server.authority])
        #expect(trusted == 0, "\(trustedIO.error)")
        #expect(trustedIO.output.contains("All of Me"))
        #expect(server.userAgents == ["approachnote/\(ApproachNoteCommand.version)"])

        let (fromEnvironment, _) = find(["--server", address], environment: ["APPROACHNOTE_CA_FILE": server.authority])
        #expect(fromEnvironment == 0)

        let (untrusted, untrustedIO) = find(["--server", address])
        #expect(untrusted == 1)
        #expect(untrustedIO.error.contains("The server at \(address) could not be verified ("))
        #expect(untrustedIO.error.contains("--ca-file PATH (or APPROACHNOTE_CA_FILE)"))
    }

    @Test("--ca-file must be a file that can be read, and is for a server")
    func badAuthorities() {
        let (missing, missingIO) = find(["--server", "https://127.0.0.1:1", "--ca-file", "/nonexistent/ca.pem"])
        #expect(missing == 2 && missingIO.error.contains("--ca-file takes a file of certificate authorities"))
        let (directory, _) = find(["--server", "https://127.0.0.1:1", "--ca-file", "/tmp"])
        #expect(directory == 2)
        let (noServer, noServerIO) = find(["--ca-file", "/tmp/ca.pem"])
        #expect(noServer == 2 && noServerIO.error.contains("--ca-file is for reading from an https server"))
    }
}
