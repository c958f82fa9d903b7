import ArgumentParser

/// `autolayout frames` (not yet implemented).
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "frames", abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("'frames' is not implemented yet")
    }
}
