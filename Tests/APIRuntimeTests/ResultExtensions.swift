import APIRuntime

extension Result: @retroactive CustomStringConvertible {
    public var description: String {
        switch self {
        case .success(let value): return "success(\(value))"
        case .failure(let error): return "failure(\(error))"
        }
    }
}
