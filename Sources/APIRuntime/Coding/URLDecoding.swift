import Foundation

extension KeyedDecodingContainer {
    /// Decodes a URL that may be absent, reading an empty string as none: APIFlask's pagination
    /// writes `"next": ""` on the last page, and GitHub a repository's `"homepage": ""`, where
    /// Foundation's decoding of a `URL` fails. Other text that is not a URL still fails, as it
    /// does there.
    public func decodeURLIfPresent(forKey key: Key) throws -> URL? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let text = try decode(String.self, forKey: key)
        if text.isEmpty { return nil }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "Invalid URL string.")
        }
        return url
    }
}
