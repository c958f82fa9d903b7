// swift-tools-version:6.0
import PackageDescription

/// The floors of the project, each standing only on the ones below it:
/// Cassowary (knows no views) ← AutoLayout (knows no text formats or pictures)
/// ← SwiftyLayout, VisualFormat ← LayoutFile, InterfaceBuilder, LayoutRendering ← the `autolayout` command.
/// AutoLayout imports the solver `internal`ly: no floor above it sees `Solver` unless it imports Cassowary itself.
///
/// The solver is written in the Swift 6 language mode. The UIKit-shaped floors use the Swift 5 mode:
/// their views are reference types used from one thread, as UIKit's are, and the Swift 6 mode would
/// otherwise demand main-actor annotations that UIKit code ported to Linux does not carry.
let uikitMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "OpenAutoLayout",
    products: [
        .library(name: "OpenAutoLayout", targets: ["OpenAutoLayout"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "SwiftyLayout", targets: ["SwiftyLayout"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "LayoutFile", targets: ["LayoutFile"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "LayoutCheck", targets: ["LayoutCheck"]),
        .library(name: "LogReader", targets: ["LogReader"]),
        .library(name: "LayoutServer", targets: ["LayoutServer"]),
        .executable(name: "autolayout", targets: ["autolayout"]),
        .executable(name: "cassowary-benchmark", targets: ["CassowaryBenchmark"]),
        .executable(name: "layout-benchmark", targets: ["LayoutBenchmark"]),
        .executable(name: "autolayout-fuzz", targets: ["Fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // `~` and its precedence group, shared by the solver and SwiftyLayout without SwiftyLayout exposing the solver.
        .target(name: "PriorityOperator"),
        .target(name: "Cassowary", dependencies: ["PriorityOperator"]),
        .target(name: "AutoLayout", dependencies: ["Cassowary"], swiftSettings: uikitMode),
        .target(name: "SwiftyLayout", dependencies: ["AutoLayout", "PriorityOperator"], swiftSettings: uikitMode),
        .target(name: "VisualFormat", dependencies: ["AutoLayout"], swiftSettings: uikitMode),
        .target(name: "OpenAutoLayout", dependencies: ["AutoLayout", "VisualFormat", "SwiftyLayout"], swiftSettings: uikitMode),
        .target(name: "LayoutFile", dependencies: ["AutoLayout", "VisualFormat", "SwiftyLayout"], swiftSettings: uikitMode),
        .target(name: "InterfaceBuilder", dependencies: ["AutoLayout"], swiftSettings: uikitMode),
        .target(name: "LayoutRendering", dependencies: ["AutoLayout"], swiftSettings: uikitMode),
        .target(
            name: "LayoutCheck",
            dependencies: ["InterfaceBuilder", "LayoutFile", "LayoutRendering", .product(name: "Yams", package: "Yams")],
            swiftSettings: uikitMode
        ),
        .target(name: "LogReader", dependencies: ["AutoLayout", "LayoutRendering"], swiftSettings: uikitMode),
        .target(
            name: "LayoutServer",
            dependencies: [
                "LayoutCheck", "LayoutFile", "LayoutRendering", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: uikitMode
        ),
        .executableTarget(
            name: "autolayout",
            dependencies: [
                "AutoLayout", "LayoutFile", "InterfaceBuilder", "LayoutRendering", "LayoutCheck", "LayoutServer", "LogReader",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: uikitMode
        ),
        // Built with `-sanitize=fuzzer` by Scripts/fuzz.sh; a plain build replays files through a target.
        .executableTarget(
            name: "Fuzz", dependencies: ["AutoLayout", "VisualFormat", "LayoutFile", "InterfaceBuilder", "LogReader"],
            swiftSettings: uikitMode
        ),
        .executableTarget(name: "CassowaryBenchmark", dependencies: ["Cassowary", "AutoLayout", "TestSupport"], swiftSettings: uikitMode),
        .executableTarget(name: "LayoutBenchmark", dependencies: ["Cassowary", "AutoLayout", "TestSupport"], swiftSettings: uikitMode),

        // What several test targets and the benchmarks share: the seeded generator, the soak-test amounts
        // (`SOAK=1`), view and solver scenarios, UIKit's message text.
        .target(name: "TestSupport", dependencies: ["Cassowary", "AutoLayout"], path: "Tests/TestSupport", swiftSettings: uikitMode),

        .testTarget(name: "OpenAutoLayoutTests", dependencies: ["OpenAutoLayout"], swiftSettings: uikitMode),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], exclude: ["kiwi_oracle.py", "Fixtures"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "TestSupport"], swiftSettings: uikitMode),
        .testTarget(name: "SwiftyLayoutTests", dependencies: ["SwiftyLayout"], swiftSettings: uikitMode),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "TestSupport"], swiftSettings: uikitMode),
        .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile", "TestSupport"], swiftSettings: uikitMode),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"], swiftSettings: uikitMode),
        .testTarget(
            name: "LayoutRenderingTests", dependencies: ["LayoutRendering", "InterfaceBuilder", "LayoutCheck"], swiftSettings: uikitMode),
        .testTarget(name: "LayoutCheckTests", dependencies: ["LayoutCheck"], swiftSettings: uikitMode),
        .testTarget(name: "LogReaderTests", dependencies: ["LogReader", "TestSupport"], swiftSettings: uikitMode),
        .testTarget(
            name: "LayoutServerTests",
            dependencies: ["LayoutServer", .product(name: "Hummingbird", package: "hummingbird")],
            swiftSettings: uikitMode
        ),
    ]
)
