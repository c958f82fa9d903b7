import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutServer
import Testing

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

@Suite("The server's endpoints, in process")
struct LayoutServerEndpointTests {
    func makeApp(limits: LayoutServer.Limits = .init()) -> some ApplicationProtocol {
        let server = LayoutServer(limits: limits) { log in ExplainPayload(text: "read \(log.count) characters", svgs: ["<svg/>"]) }
        return Application(router: server.router())
    }

    func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(buffer.readableBytesView)) as? [String: Any])
    }

    @Test("the page is served, with both tabs")
    func page() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let html = String(buffer: response.body)
                #expect(html.contains("id=\"tab-explain\"") && html.contains("id=\"tab-playground\""))
            }
        }
    }

    @Test("POST /api/layout lays out the body at the size asked for")
    func layout() async throws {
        try await makeApp().test(.router) { client in
            let body = ByteBuffer(string: "view a\nH:|-10-[a]-10-|\nV:|[a(20)]")
            try await client.execute(uri: "/api/layout?size=200x100", method: .post, body: body) { response in
                #expect(response.status == .ok)
                let object = try json(response.body)
                let frames = try #require(object["frames"] as? [[String: Any]])
                let a = try #require(frames.first { $0["name"] as? String == "a" })
                #expect(a["width"] as? Double == 180)
            }
            try await client.execute(uri: "/api/layout?size=big", method: .post, body: body) { response in
                #expect(response.status == .badRequest)
                let message = try json(response.body)["error"] as? String
                #expect(message == "unknown size or device 'big': give WxH (375x667) or a device name")
            }
        }
    }

    @Test("POST /api/explain answers with the explainer's payload")
    func explain() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/api/explain", method: .post, body: ByteBuffer(string: "abc")) { response in
                #expect(response.status == .ok)
                let object = try json(response.body)
                #expect(object["text"] as? String == "read 3 characters")
                #expect(object["svgs"] as? [String] == ["<svg/>"])
            }
        }
    }

    @Test("a body over the limit is refused with 413 and a message")
    func bodyLimit() async throws {
        var limits = LayoutServer.Limits()
        limits.maximumBodyBytes = 1024
        try await makeApp(limits: limits).test(.router) { client in
            let body = ByteBuffer(string: String(repeating: "a", count: 2048))
            try await client.execute(uri: "/api/layout", method: .post, body: body) { response in
                #expect(response.status == .contentTooLarge)
                let message = try json(response.body)["error"] as? String
                #expect(message == "the request is larger than 1 KiB")
            }
        }
    }

    @Test("work past the deadline is answered with 503")
    func deadline() async throws {
        var limits = LayoutServer.Limits()
        limits.deadline = 0.05
        let server = LayoutServer(limits: limits) { _ in
            Thread.sleep(forTimeInterval: 0.5)
            return ExplainPayload(text: "late", svgs: [])
        }
        try await Application(router: server.router()).test(.router) { client in
            try await client.execute(uri: "/api/explain", method: .post, body: ByteBuffer(string: "x")) { response in
                #expect(response.status == .serviceUnavailable)
            }
        }
    }
}
