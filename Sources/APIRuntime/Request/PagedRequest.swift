/// A request whose response is one page of a listing, and that knows the request for the page
/// after it: what apigen generates for an endpoint whose spec says `pages:`.
///
/// ```swift
/// for try await pet in client.items(of: ListPetsRequest(limit: 50)) { print(pet.name) }
/// for try await page in client.pages(of: ListPetsRequest()) { print(page.items.count) }
/// ```
///
/// `APIClient.pages(of:)` and `APIClient.items(of:)` fetch each page when the loop asks for it.
public protocol PagedRequest: APIRequest {
    /// What one page lists.
    associatedtype Item: Sendable

    /// The items of one page, in order.
    static func items(of response: Response) -> [Item]

    /// This request for the page after `response`; `nil` when `response` is the last page.
    func nextPage(after response: Response) -> Self?

    /// The link `response` gives to the next page, for a listing that pages by links: the
    /// query items of it that the next page's request does not send itself (Azure's
    /// `$skiptoken`, a parameter the spec does not declare) are sent as the link gives them.
    /// `nil` by default, for listings that page otherwise.
    func nextPageLink(after response: Response) -> PageLink?
}

extension PagedRequest {
    /// No link: the next page's request is what `nextPage(after:)` makes, and nothing more.
    public func nextPageLink(after response: Response) -> PageLink? { nil }
}

/// The arithmetic of numbered and counted pages, for generated `nextPage(after:)` functions.
public enum Paging {
    /// The number of the page after page `number`, where no number is page 1; `nil` past the
    /// type's largest value.
    public static func page<Number: FixedWidthInteger>(after number: Number?) -> Number? {
        let (next, overflow) = (number ?? 1).addingReportingOverflow(1)
        return overflow ? nil : next
    }

    /// The offset of the page after the `count` items found at `offset`, where no offset is 0;
    /// `nil` past the type's largest value.
    public static func offset<Number: FixedWidthInteger>(after offset: Number?, count: Int) -> Number? {
        guard let step = Number(exactly: count) else { return nil }
        let (next, overflow) = (offset ?? 0).addingReportingOverflow(step)
        return overflow ? nil : next
    }

    /// Whether a page of `count` items is shorter than `size`, the page size its request asked
    /// for: then it is the last. An unknown size (`nil`) says nothing.
    public static func isShort<Size: BinaryInteger>(_ count: Int, size: Size?) -> Bool {
        guard let size else { return false }
        return count < size
    }

    /// The cursor of the next page: `nil` when the page gave none.
    public static func cursor<Cursor>(_ cursor: Cursor?) -> Cursor? { cursor }

    /// The cursor of the next page: `nil` when the page gave none, or an empty one (as some
    /// APIs mark the last page).
    public static func cursor(_ cursor: String?) -> String? {
        guard let cursor, !cursor.isEmpty else { return nil }
        return cursor
    }
}
