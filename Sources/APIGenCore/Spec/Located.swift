/// A value read from a spec, with the place it was written.
struct Located<Value: Sendable>: Sendable {
    /// The value.
    var value: Value
    /// Where it was written.
    var location: SourceLocation

    /// Creates a located value.
    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// A reference-typed box, so recursive syntax (an array's items, a map's values)
/// can live inside value types.
final class Indirect<Value: Sendable>: Sendable {
    /// The boxed value.
    let value: Value

    /// Boxes a value.
    init(_ value: Value) { self.value = value }
}
