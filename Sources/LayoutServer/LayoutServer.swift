import Dispatch
import Foundation
import Hummingbird
import LayoutFile
import Logging

/// What the page shows for a pasted console log: the explanation as `autolayout explain` prints it and one
/// picture per log.
public struct ExplainPayload: Codable, Equatable, Sendable {
    /// The explanation, as `autolayout explain` prints it.
    public var text: String
    /// One SVG drawing per log in the paste (none for a log that could not be rebuilt).
    public var svgs: [String]

    /// Makes a payload.
    public init(text: String, svgs: [String]) {
        self.text = text
        self.svgs = svgs
    }
}

/// `autolayout serve`: the page (two tabs, *Explain* and *Playground*) and the two JSON endpoints behind it.
///
/// The server keeps no state between requests: every request is parsed, solved and answered on its own, on a
/// worker thread with its own view tree. Requests are bounded in size (``Limits/maximumBodyBytes``) and in
/// time (``Limits/deadline``: past it the request is answered with 503 while the work finishes in the
/// background). Bad input is answered with a JSON error the page shows, never a crash.
///
/// Endpoints: `GET /` (the page), `GET /api/devices`, `POST /api/layout?size=WxH|device` with a `.layout` text,
/// `POST /api/explain` with a console log.
public struct LayoutServer: Sendable {
    /// Bounds on one request.
    public struct Limits: Sendable {
        /// The largest request body accepted (413 beyond).
        public var maximumBodyBytes = 512 * 1024
        /// How long one request may compute before it is answered with 503.
        public var deadline: Double = 10
        /// The default limits: 512 KiB and 10 s.
        public init() {}
    }

    /// Bounds on one request.
    public var limits: Limits
    /// Explains a pasted console log (the log reader, given by the command so that this floor need not know it).
    public var explain: @Sendable (String) -> ExplainPayload

    /// Makes a server with its limits and its log explainer.
    public init(limits: Limits = Limits(), explain: @escaping @Sendable (String) -> ExplainPayload) {
        self.limits = limits
        self.explain = explain
    }

    /// The routes: the page and the JSON endpoints.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        let limits = self.limits
        let explain = self.explain
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: PlaygroundPage.html)))
        }
        router.get("/api/devices") { _, _ in Self.json(Playground.devices) }
        router.post("/api/layout") { request, _ in
            let size: LayoutSize?
            if let name = request.uri.queryParameters.get("size") ?? request.uri.queryParameters.get("device"), !name.isEmpty {
                guard let known = Playground.size(named: name) else {
                    return Self.error(
                        "unknown size or device '\(name.prefix(40))': give WxH (375x667) or a device name", status: .badRequest)
                }
                size = known
            } else {
                size = nil
            }
            return try await Self.answer(request, limits: limits) { text in Self.json(Playground.layout(text, size: size)) }
        }
        router.post("/api/explain") { request, _ in
            try await Self.answer(request, limits: limits) { text in Self.json(explain(text)) }
        }
        return router
    }

    /// The application, bound to `host` and `port` (0 picks a free port); `onReady` is given the port once the
    /// server accepts connections.
    public func application(
        host: String = "127.0.0.1", port: Int = 8080,
        onReady: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "autolayout-serve")
        logger.logLevel = .warning
        return Application(
            router: router(), configuration: .init(address: .hostname(host, port: port), serverName: "autolayout"),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    /// Reads the body within the size limit, then computes the answer on a worker thread within the deadline.
    static func answer(_ request: Request, limits: Limits, _ work: @escaping @Sendable (String) -> Response) async throws -> Response {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limits.maximumBodyBytes)
        } catch {
            return Self.error("the request is larger than \(limits.maximumBodyBytes / 1024) KiB", status: .contentTooLarge)
        }
        let text = String(decoding: body.readableBytesView, as: UTF8.self)
        let answer = await withDeadline(limits.deadline) { work(text) }
        return answer
            ?? Self.error("the layout took longer than \(LayoutReport.number(limits.deadline)) s to solve", status: .serviceUnavailable)
    }

    /// Runs `work` on a worker thread; nil when it has not finished after `seconds` (it then finishes unobserved).
    static func withDeadline<T: Sendable>(_ seconds: Double, _ work: @escaping @Sendable () -> T) async -> T? {
        let once = Once<T?>()
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async { once.resume(continuation, with: work()) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { once.resume(continuation, with: nil) }
        }
    }

    static func json<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func error(_ message: String, status: HTTPResponse.Status) -> Response {
        json(["error": message], status: status)
    }
}

/// Resumes a continuation the first time only (the work and the deadline race for it).
private final class Once<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func resume(_ continuation: CheckedContinuation<T, Never>, with value: T) {
        lock.lock()
        let first = !done
        done = true
        lock.unlock()
        if first { continuation.resume(returning: value) }
    }
}
