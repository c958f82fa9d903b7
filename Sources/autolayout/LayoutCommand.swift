import ArgumentParser

/// `autolayout layout` (not yet implemented).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("'layout' is not implemented yet")
    }
}
