import ArgumentParser
import Foundation
import Hummingbird
import LayoutServer

/// `autolayout serve`: a local web page to explain pasted console logs and to play with layout files.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a local page: paste a console log to see its conflict explained and drawn, or edit a layout and see it update.",
        discussion: """
            The page has two tabs: Explain (paste an "Unable to simultaneously satisfy constraints." log) and \
            Playground (edit a .layout file; the frames, problems and picture follow as you type, and the page's \
            address carries the layout so that it can be shared). The server listens on the loopback address unless \
            --host says otherwise, keeps nothing between requests, and refuses requests over 512 KiB.
            """
    )

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port = 8080

    func run() async throws {
        let server = LayoutServer(explain: LogExplanations.payload)
        let host = self.host
        let app = server.application(host: host, port: port) { port in
            print("autolayout serve: http://\(host):\(port)/  (Ctrl-C to stop)")
            fflush(stdout)
        }
        try await app.runService()
    }
}
