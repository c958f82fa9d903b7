import ArgumentParser

/// The `autolayout` command: lays out, checks and draws layouts from files.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout on Linux: lay out, check and render layout files, .xib and .storyboard files.",
        subcommands: [LayoutCommand.self, CheckCommand.self, RenderCommand.self, FramesCommand.self, FidelityCommand.self]
    )
}
