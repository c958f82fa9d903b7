import ArgumentParser

/// `autolayout render` (not yet implemented).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("'render' is not implemented yet")
    }
}
