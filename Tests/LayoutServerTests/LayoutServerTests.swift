import Foundation
import Hummingbird
import LayoutServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The playground's layouts")
struct PlaygroundTests {
    let card = """
        size 300x200
        view card
        H:|-20-[card]-20-|
        V:|-10-[card(50)]
        """

    @Test("frames at the file's size, then at a device's size")
    func framesFollowTheSize() throws {
        let atFileSize = Playground.layout(card)
        #expect(atFileSize.width == 300 && atFileSize.height == 200)
        let frame = try #require(atFileSize.frames.first { $0.name == "card" })
        #expect([frame.x, frame.y, frame.width, frame.height] == [20, 10, 260, 50])
        #expect(atFileSize.problems.isEmpty)
        #expect(atFileSize.svg?.contains("<svg") == true)

        let onSE = Playground.layout(card, size: Playground.size(named: "iphone-se-1"))
        #expect(onSE.frames.first { $0.name == "card" }?.width == 280)
    }

    @Test("a file error comes back with its line and column, and nothing is drawn")
    func fileErrorHasItsPlace() {
        let result = Playground.layout("view a\nH:|-[a")
        #expect(result.frames.isEmpty && result.svg == nil)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.kind == "error")
        #expect(result.problems.first?.line == 2 && result.problems.first?.column == 7)
    }

    @Test("conflicts and ambiguity are problems, in the layout command's words")
    func problemsAreReported() {
        let result = Playground.layout("view a\nH:|[a(100)]|\nV:|[a(10)]\nview b\n")
        #expect(result.problems.map(\.kind) == ["unsatisfiable", "ambiguous"])
        #expect(result.problems[0].message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(result.problems[1].message == "Ambiguous layout: b (b.minX, b.minY, b.Width, b.Height not determined by the constraints)")
    }

    @Test("sizes are read from WxH and from device names; anything else is refused")
    func sizesAreRead() {
        #expect(Playground.size(named: "320x480")?.width == 320)
        #expect(Playground.size(named: "iphone-se")?.height == 667)
        #expect(Playground.size(named: "320") == nil)
        #expect(Playground.size(named: "-5x10") == nil)
        #expect(Playground.size(named: "nanxnan") == nil)
    }

    @Test("a file with more items than the playground takes is refused before it is built")
    func tooManyItems() {
        let text = (0...Playground.maximumItems).map { "view v\($0)" }.joined(separator: "\n")
        let result = Playground.layout(text)
        #expect(result.frames.isEmpty)
        #expect(result.problems.first?.message.contains("at most \(Playground.maximumItems) items") == true)
    }
}

/// A server on a free loopback port for the length of `body`, asked with URLSession (no client library).
func withServer(_ server: LayoutServer, _ body: @Sendable (URL) async throws -> Void) async throws {
    let port = PortBox()
    let app = server.application(host: "127.0.0.1", port: 0) { port.set($0) }
    let running = Task { try await app.runService() }
    defer { running.cancel() }
    var waited = 0
    while port.value == nil, waited < 500 {
        try await Task.sleep(nanoseconds: 10_000_000)
        waited += 1
    }
    let p = try #require(port.value)
    try await body(URL(string: "http://127.0.0.1:\(p)")!)
}

final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int?
    var value: Int? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
    func set(_ port: Int) {
        lock.lock()
        stored = port
        lock.unlock()
    }
}

/// Sends a request and returns the status and the body.
func fetch(_ url: URL, post body: String? = nil) async throws -> (status: Int, body: Data) {
    var request = URLRequest(url: url)
    request.setValue("close", forHTTPHeaderField: "Connection")  // no idle connection keeps the server from stopping
    if let body {
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
    }
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
}

@Suite("The server's endpoints, on loopback", .serialized)
struct LayoutServerEndpointTests {
    let server = LayoutServer { log in ExplainPayload(text: "read \(log.count) characters", svgs: ["<svg/>"]) }

    func json(_ data: Data) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("the page is served, with both tabs")
    func page() async throws {
        try await withServer(server) { base in
            let (status, data) = try await fetch(base.appendingPathComponent("/"))
            #expect(status == 200)
            let html = String(decoding: data, as: UTF8.self)
            #expect(html.contains("id=\"tab-explain\"") && html.contains("id=\"tab-playground\""))
        }
    }

    @Test("POST /api/layout lays out the body at the size asked for; a bad size is refused")
    func layout() async throws {
        try await withServer(server) { base in
            let text = "view a\nH:|-10-[a]-10-|\nV:|[a(20)]"
            let (status, data) = try await fetch(URL(string: "\(base)/api/layout?size=200x100")!, post: text)
            #expect(status == 200)
            let frames = try #require(try json(data)["frames"] as? [[String: Any]])
            let a = try #require(frames.first { $0["name"] as? String == "a" })
            #expect(a["width"] as? Double == 180)
            let (badStatus, badData) = try await fetch(URL(string: "\(base)/api/layout?size=big")!, post: text)
            #expect(badStatus == 400)
            let message = try json(badData)["error"] as? String
            #expect(message == "unknown size or device 'big': give WxH (375x667) or a device name")
        }
    }

    @Test("POST /api/explain answers with the explainer's payload")
    func explain() async throws {
        try await withServer(server) { base in
            let (status, data) = try await fetch(URL(string: "\(base)/api/explain")!, post: "abc")
            #expect(status == 200)
            let object = try json(data)
            #expect(object["text"] as? String == "read 3 characters")
            #expect(object["svgs"] as? [String] == ["<svg/>"])
        }
    }

    @Test("a body over the limit is refused with 413 and a message")
    func bodyLimit() async throws {
        var limits = LayoutServer.Limits()
        limits.maximumBodyBytes = 1024
        let small = LayoutServer(limits: limits, explain: server.explain)
        try await withServer(small) { base in
            let (status, data) = try await fetch(URL(string: "\(base)/api/layout")!, post: String(repeating: "a", count: 2048))
            #expect(status == 413)
            let message = try json(data)["error"] as? String
            #expect(message == "the request is larger than 1 KiB")
        }
    }

    @Test("work past the deadline is answered with 503")
    func deadline() async throws {
        var limits = LayoutServer.Limits()
        limits.deadline = 0.2
        let slow = LayoutServer(limits: limits) { _ in
            Thread.sleep(forTimeInterval: 3)
            return ExplainPayload(text: "late", svgs: [])
        }
        try await withServer(slow) { base in
            let (status, _) = try await fetch(URL(string: "\(base)/api/explain")!, post: "x")
            #expect(status == 503)
        }
    }
}
