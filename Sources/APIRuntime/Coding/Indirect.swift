/// Storage for a property that closes a reference cycle (`parent: Category?` inside
/// `Category`: a struct cannot contain itself), or that would otherwise store a large
/// model inline (long chains of models that hold each other compile in quadratic time).
/// Generated code keeps such a value behind this box and exposes it as a plain property.
/// It has value semantics: the box is never mutated, only replaced.
public struct Indirect<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// Boxes a value.
    public init(_ value: Value) { box = Box(value) }

    /// The boxed value.
    public var value: Value { box.value }
}

extension Indirect: Equatable where Value: Equatable {
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
}

extension Indirect: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
