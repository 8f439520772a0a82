import Foundation

/// Retries failed attempts with exponential backoff and jitter.
///
/// An attempt is retried when it fails to reach the server (unreachable, timed
/// out) or answers with one of `statuses` (by default 408, 425, 429, 500, 502,
/// 503, 504). Only idempotent methods (GET, HEAD, PUT, DELETE, OPTIONS, QUERY) are
/// retried unless `retriesNonIdempotent` is set. A `Retry-After` header (seconds
/// or an HTTP date) sets the wait; when it asks for longer than `maxDelay`, the
/// response is returned instead of waiting.
public struct RetryMiddleware: APIMiddleware {
    /// The most attempts, the first included.
    public var maxAttempts: Int
    /// The wait before the second attempt, in seconds; doubled for each later one.
    public var baseDelay: TimeInterval
    /// The longest wait, in seconds.
    public var maxDelay: TimeInterval
    /// The random spread of each wait: 0.2 waits between 80% and 120% of it.
    public var jitter: Double
    /// The statuses that are retried.
    public var statuses: Set<Int>
    /// Whether POST and PATCH are retried too.
    public var retriesNonIdempotent: Bool
    private let sleep: @Sendable (TimeInterval) async throws -> Void

    /// Creates a retry policy. `sleep` waits the given seconds (tests can record instead).
    public init(
        maxAttempts: Int = 3, baseDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 30, jitter: Double = 0.2,
        statuses: Set<Int> = [408, 425, 429, 500, 502, 503, 504], retriesNonIdempotent: Bool = false,
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void = RetryMiddleware.sleep(seconds:)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(0, maxDelay)
        self.jitter = jitter.unitShare
        self.statuses = statuses
        self.retriesNonIdempotent = retriesNonIdempotent
        self.sleep = sleep
    }

    public func intercept(
        _ request: HTTPRequest, context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let mayRetry = retriesNonIdempotent || request.method.isIdempotent
        var attempt = 1
        while true {
            let delay: TimeInterval
            do {
                let response = try await next(request)
                guard mayRetry, attempt < maxAttempts, statuses.contains(response.status) else { return response }
                if let asked = Self.retryAfter(response.headers["Retry-After"]) {
                    guard asked <= maxDelay else { return response }
                    delay = asked
                } else {
                    delay = backoff(attempt)
                }
            } catch let error as TransportError where error == .timedOut || Self.isUnreachable(error) {
                guard mayRetry, attempt < maxAttempts else { throw error }
                delay = backoff(attempt)
            }
            do {
                try await sleep(delay)
            } catch {
                throw TransportError.cancelled
            }
            attempt += 1
        }
    }

    /// Waits `seconds`, or not at all when it is not positive. A wait too long to count
    /// in nanoseconds (a server's `Retry-After` under `maxDelay: .infinity`) is cut to
    /// 30 years, where `Task.sleep(nanoseconds:)` would stop the program.
    public static func sleep(seconds: TimeInterval) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 30 * 365 * 86_400) * 1e9))
    }

    /// The wait after `attempt` failed: base × 2^(attempt-1), capped, spread by jitter.
    func backoff(_ attempt: Int) -> TimeInterval {
        let exponential = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
        // Clamped here too: the property may have been set after `init` clamped it.
        let share = jitter.unitShare
        let spread = share == 0 ? 1 : Double.random(in: (1 - share)...(1 + share))
        return min(maxDelay, exponential * spread)
    }

    private static func isUnreachable(_ error: TransportError) -> Bool {
        if case .unreachable = error { return true }
        return false
    }

    /// Seconds asked for by `Retry-After`: a number of seconds or an HTTP date (RFC 9110 §10.2.3).
    /// A number of seconds too large to count is `.infinity`, a wait longer than any cap.
    static func retryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.utf8.allSatisfy({ ASCIICursor.digit($0) != nil }) { return Int(value).map(TimeInterval.init) ?? .infinity }
        guard let date = HTTPDate.date(from: value, now: now) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

extension Double {
    /// This share clamped to 0...1, `nan` as 0: a jitter that makes a range of waits.
    var unitShare: Double { isNaN ? 0 : Swift.min(Swift.max(0, self), 1) }
}
