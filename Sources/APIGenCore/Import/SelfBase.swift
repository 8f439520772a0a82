/// OpenAPI 3.2's `$self` (and a JSON Schema file's `$id`): the URL a file says it lives at.
/// A reference to a URL beside it (`https://example.com/v2/common.yaml#/…` from a file whose
/// `$self` is `https://example.com/v2/openapi.yaml`) is read as the file at that place beside the
/// file on disk: the files are laid out as their URLs are, which is what `$self` declares.
enum SelfBase {
    /// `reference` made relative to the directory of `root`'s `$self` (`common.yaml#/…`, or
    /// `#/…` for the file itself); `nil` when `root` declares no absolute URL, or the reference
    /// is not under its directory.
    static func relative(_ reference: String, in root: YAMLNode?) -> String? {
        guard let base = declaredURL(of: root) else { return nil }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let fragment = parts.count > 1 ? "#" + parts[1] : ""
        let url = String(parts[0])
        if url == base { return fragment.isEmpty ? "#" : fragment }
        let directory = base[...(base.lastIndex(of: "/") ?? base.startIndex)]
        guard directory.hasSuffix("/"), url.hasPrefix(directory), url.count > directory.count else { return nil }
        return String(url.dropFirst(directory.count)) + fragment
    }

    /// The absolute URL a file declares for itself, without its query or fragment: `$self`
    /// (an OpenAPI 3.2 document), else `$id` (a JSON Schema document).
    private static func declaredURL(of root: YAMLNode?) -> String? {
        guard let entries = root?.mapping else { return nil }
        let written = entries.first { $0.key == "$self" } ?? entries.first { $0.key == "$id" }
        guard var url = written?.value.scalar?.text else { return nil }
        if let end = url.firstIndex(where: { $0 == "#" || $0 == "?" }) { url = String(url[..<end]) }
        // Absolute: a scheme and an authority (`https://host/…`), so a prefix names a place.
        guard let scheme = url.firstRange(of: "://"), !url[..<scheme.lowerBound].isEmpty,
              url[scheme.upperBound...].contains("/") else { return nil }
        return url
    }
}
