/// What a loop with completion handlers does after a page or an item
/// (`APIClient.pages(of:onPage:completion:)`, `ResponseStream.read(onItem:completion:)`).
public enum LoopStep: Sendable, Equatable {
    /// Go on: fetch the next page, or read the next item, if there is one.
    case `continue`
    /// Stop here: the loop completes with success.
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
        onPage: @escaping @Sendable (R.Response) -> LoopStep,
        completion: @escaping @Sendable (Result<Void, APIError<R.Failure>>) -> Void
    ) -> CancellationHandle {
        completionLoop({ self.pages(of: request).makeAsyncIterator() }, onElement: onPage, completion: completion)
    }
}

extension ResponseStream {
    /// Reads the stream, for code that takes completion handlers: `onItem` receives each item as
    /// it arrives and answers whether to read on; then `completion` is called once, with success
    /// at the stream's end or a `.stop`, or with the failure that ended it, as a `for try await`
    /// loop would throw it.
    ///
    /// ```swift
    /// client.send(WatchPetsRequest()) { result in
    ///     guard case .success(let changes) = result else { return }
    ///     changes.read { change in
    ///         print(change.data.kind)
    ///         return .continue
    ///     } completion: { end in
    ///         if case .failure(let error) = end { print(error.localizedDescription) }
    ///     }
    /// }
    /// ```
    ///
    /// Both closures are called on an arbitrary thread, one call at a time, never `onItem` after
    /// `completion`. Cancelling the returned handle stops reading and closes the connection:
    /// `completion` then receives `.transport(.cancelled)`, unless the stream had already ended.
    /// A stream is read once.
    @discardableResult
    public func read(
        onItem: @escaping @Sendable (Element) -> LoopStep,
        completion: @escaping @Sendable (Result<Void, APIError<Never>>) -> Void
    ) -> CancellationHandle {
        completionLoop({ self.makeAsyncIterator() }, onElement: onItem, completion: completion)
    }
}

/// Runs a loop over the iterator `make` gives, in a task the returned handle cancels: each
/// element to `onElement` until it answers `.stop` or the elements end, then how the loop
/// ended to `completion`.
private func completionLoop<Iterator: AsyncIteratorProtocol & SendableMetatype>(
    _ make: @escaping @Sendable () -> Iterator,
    onElement: @escaping @Sendable (Iterator.Element) -> LoopStep,
    completion: @escaping @Sendable (Result<Void, Iterator.Failure>) -> Void
) -> CancellationHandle {
    let task = Task {
        var iterator = make()
        do throws(Iterator.Failure) {
            while let element = try await iterator.next(isolation: nil), onElement(element) == .continue {}
            completion(.success(()))
        } catch {
            completion(.failure(error))
        }
    }
    return CancellationHandle { task.cancel() }
}
