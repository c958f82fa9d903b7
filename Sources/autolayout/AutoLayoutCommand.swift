import ArgumentParser
import LayoutCheck

/// The `autolayout` command: lays out, checks and draws layouts from files. A thin shell: the work is done by
/// the libraries (`LayoutCheck`, `InterfaceBuilder`, `LayoutFile`, `LayoutRendering`).
@main
struct AutoLayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout on Linux: lay out, check and render layout files, .xib and .storyboard files.",
        version: AutoLayoutVersion.current,
        subcommands: [
            LayoutCommand.self,
            CheckCommand.self,
            RenderCommand.self,
            FramesCommand.self,
            FidelityCommand.self,
            ExplainCommand.self,
            ServeCommand.self,
        ]
    )
}
