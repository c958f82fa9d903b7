import ArgumentParser

/// `autolayout check` (not yet implemented).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("'check' is not implemented yet")
    }
}
