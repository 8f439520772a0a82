/// A path's folder and last component, as `NSString`'s path methods split them
/// (FoundationEssentials, which apigen links on Linux, has no path helpers).
enum PathText {
    /// The path without its last component: `a/b/c.yaml` → `a/b`, `c.yaml` → empty, `/c` → `/`.
    static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path[...])
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last component: `a/b/c.yaml` → `c.yaml`, `a/b/` → `b`, `/` → `/`.
    static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path[...])
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        let component = trimmed[trimmed.index(after: slash)...]
        return component.isEmpty ? "/" : String(component)
    }

    /// `path` without the slashes that end it, unless it is nothing but slashes.
    private static func withoutTrailingSlashes(_ path: Substring) -> Substring {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path
    }
}
