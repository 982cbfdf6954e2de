import Foundation
import PackagePlugin

/// Compiles the GLSL files of the package's top-level `shaders/` (the source of truth) into the
/// Renderer as `EmbeddedShaders.files`, so a built binary draws wherever it is run from. The
/// generated file is rebuilt whenever a shader changes.
@main
struct EmbedShaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "shaders")
        let shaders = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["vert", "frag"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let script = context.package.directoryURL.appending(path: "Plugins/EmbedShaders/embed-shaders.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedShaders.swift")
        return [.buildCommand(displayName: "Embedding shaders/ into \(target.name)",
                              executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: [script.path, output.path] + shaders.map(\.path),
                              inputFiles: shaders + [script], outputFiles: [output])]
    }
}
