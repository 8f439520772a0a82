/// What a page loop with completion handlers does after a page (`APIClient.pages(of:onPage:completion:)`).
public enum PageLoopStep: Sendable, Equatable {
    /// Fetch the next page, if the listing has one.
    case `continue`
    /// Fetch no more pages: the loop completes with success.
    case stop
}

extension APIClient {
    /// The pages of a listing, for code that takes completion handlers: `onPage` receives each
    /// page's response in order and answers whether to fetch the next; then `completion` is
    /// called once, with success after the last page or a `.stop`, or with the failure that
    /// ended the pages, as `pages(of:)` fails.
    ///
    /// ```swift
    /// client.pages(of: ListPetsRequest(limit: 100)) { page in
    ///     pets += ListPetsRequest.items(of: page)
    ///     return pets.count < 500 ? .continue : .stop
    /// } completion: { result in
    ///     if case .failure(let error) = result { print(error.localizedDescription) }
    /// }
    /// ```
    ///
    /// Both closures are called on an arbitrary thread, one call at a time, never `onPage` after
    /// `completion`. Cancelling the returned handle cancels the page being fetched, as `send`'s
    /// handle does, or the next one: `completion` then receives `.transport(.cancelled)`, unless
    /// the loop had already ended.
    @discardableResult
    public func pages<R: PagedRequest>(
        of request: R,
        onPage: @escaping @Sendable (R.Response) -> PageLoopStep,
        completion: @escaping @Sendable (Result<Void, APIError<R.Failure>>) -> Void
    ) -> CancellationHandle {
        let task = Task {
            var pages = self.pages(of: request).makeAsyncIterator()
            do throws(APIError<R.Failure>) {
                while let page = try await pages.next(), onPage(page) == .continue {}
                completion(.success(()))
            } catch {
                completion(.failure(error))
            }
        }
        return CancellationHandle { task.cancel() }
    }
}
