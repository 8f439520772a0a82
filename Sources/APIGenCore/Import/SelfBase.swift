/// OpenAPI 3.2's `$self` (and a JSON Schema file's `$id`): the URL a file says it lives at.
/// A reference to a URL of the same origin (`https://example.com/v2/common.yaml#/…` from a file
/// whose `$self` is `https://example.com/v2/openapi.yaml`) is read as the file at that place
/// relative to the file on disk (`common.yaml`; `../b.json` from `…/v2/schemas/c.yaml`): the
/// files are laid out as their URLs are, which is what `$self` declares.
enum SelfBase {
    /// `reference` made relative to `root`'s `$self` (`common.yaml#/…`, `../b.json`, or `#/…` for
    /// the file itself); `nil` when `root` declares no absolute URL, or the reference is to
    /// another origin.
    static func relative(_ reference: String, in root: YAMLNode?) -> String? {
        guard let base = declaredURL(of: root), let origin = origin(of: base) else { return nil }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let fragment = parts.count > 1 ? "#" + parts[1] : ""
        let url = String(parts[0])
        if url == base { return fragment.isEmpty ? "#" : fragment }
        guard url.hasPrefix(origin + "/") else { return nil }
        let directory = base.dropFirst(origin.count).split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let target = url.dropFirst(origin.count).split(separator: "/", omittingEmptySubsequences: false)
        guard let file = target.last, !file.isEmpty else { return nil }
        var shared = 0
        while shared < directory.count, shared < target.count - 1, directory[directory.startIndex + shared] == target[shared] {
            shared += 1
        }
        let ups = Array(repeating: "..", count: directory.count - shared)
        return (ups + target[shared...].map(String.init)).joined(separator: "/") + fragment
    }

    /// `https://host:8080` of `https://host:8080/v2/openapi.yaml`.
    private static func origin(of url: String) -> String? {
        guard let scheme = url.firstRange(of: "://"), !url[..<scheme.lowerBound].isEmpty,
              let slash = url[scheme.upperBound...].firstIndex(of: "/"), slash > scheme.upperBound else { return nil }
        return String(url[..<slash])
    }

    /// The absolute URL a file declares for itself, without its query or fragment: `$self`
    /// (an OpenAPI 3.2 document), else `$id` (a JSON Schema document).
    private static func declaredURL(of root: YAMLNode?) -> String? {
        guard let entries = root?.mapping else { return nil }
        let written = entries.first { $0.key == "$self" } ?? entries.first { $0.key == "$id" }
        guard var url = written?.value.scalar?.text else { return nil }
        if let end = url.firstIndex(where: { $0 == "#" || $0 == "?" }) { url = String(url[..<end]) }
        return url
    }
}
