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

/// Keys a spec seldom writes, kept behind one reference that exists only once one of them is
/// written. A parsed spec holds a schema for every property and parameter, and most leave
/// these keys out; inline, their empty optionals made up most of each schema's size.
struct SeldomKeys<Keys: Sendable & DefaultInitializable>: Sendable {
    private var box: Indirect<Keys>?

    init() {}

    subscript<Value>(key: WritableKeyPath<Keys, Value?>) -> Value? {
        get { box?.value[keyPath: key] }
        set {
            guard box != nil || newValue != nil else { return }
            // The box may be shared with a copy of the schema, so a change makes a new one.
            var keys = box?.value ?? Keys()
            keys[keyPath: key] = newValue
            box = Indirect(keys)
        }
    }
}

/// A type with a value of nothing said, for `SeldomKeys`.
protocol DefaultInitializable {
    init()
}
