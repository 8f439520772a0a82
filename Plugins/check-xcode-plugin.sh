#!/usr/bin/env bash
# Type-checks the plugin's Xcode entry point, which only Xcode compiles: the module it
# imports, XcodeProjectPlugin, ships with Xcode alone. The stand-in below declares the
# members the entry point uses, with the types swift-openapi-generator 1.14.3's plugin
# uses them at (`pluginWorkDirectoryURL`, `tool(named:)`, `inputFiles`, `displayName`),
# so a typo or a wrong type there fails CI here instead of an Xcode user's build.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
plugin_api="$swift_bin/../lib/swift/pm/PluginAPI"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/XcodeProjectPlugin.swift" <<'SWIFT'
import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public let pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

public struct XcodeTarget {
    public let displayName: String
    public let inputFiles: FileList
}
SWIFT

swiftc -emit-module -parse-as-library -module-name XcodeProjectPlugin -swift-version 6 \
    -I "$plugin_api" -package-description-version 6.1.0 \
    -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" "$work/XcodeProjectPlugin.swift"

# With the stand-in on the search path, `canImport(XcodeProjectPlugin)` holds, so the
# Xcode extension is checked with the rest of the plugin, warnings as errors.
swiftc -typecheck -parse-as-library -module-name APIGenPlugin -swift-version 6 -warnings-as-errors \
    -I "$plugin_api" -I "$work" -package-description-version 6.1.0 \
    Plugins/APIGenPlugin/*.swift
echo "The plugin's Xcode entry point type-checks."
