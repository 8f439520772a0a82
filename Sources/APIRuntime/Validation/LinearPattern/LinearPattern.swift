/// A pattern matched in time linear in the text: compiled to an automaton whose every path is
/// followed at once (Thompson's construction, run as a Pike VM without captures).
///
/// Swift's `Regex` backtracks, so a pattern such as `(a+)+` takes exponential time on a text
/// that nearly matches (twenty `a`s and a `!` take half a minute). Validation runs patterns on
/// values from users and servers, so it must not. This matcher visits each instruction at
/// most once per scalar of the text, whatever the pattern. It reads only the regular part of
/// `Regex`'s syntax (`PatternParser`) and answers whole-match questions as `Regex` does under
/// `.matchingSemantics(.unicodeScalar)`, but that it judges each scalar alone where `Regex`
/// looks at the next one (`\W` on `\r\n`; `\w` on `_` before a non-ASCII scalar).
struct LinearPattern: Sendable {
    /// Largest automaton built; beyond, the pattern (`(a{1000}){1000}`) is left to `Regex`.
    static let maximumInstructions = 20_000

    private enum Instruction: Sendable {
        /// Consume one scalar from the set of this index in `sets`, then go on to the next
        /// instruction. (Holding the set here would copy it, arrays and all, on every read.)
        case step(Int)
        /// Go on at both targets.
        case split(Int, Int)
        case jump(Int)
        case match
    }

    private let program: [Instruction]
    private let sets: [ScalarSet]
    /// `sets`' ASCII members, index for index.
    private let tables: [ASCIITable]

    /// The compiled pattern, or `nil` when `PatternParser` does not read it or its automaton
    /// would be too large.
    init?(_ pattern: String) {
        guard let tree = PatternParser.parse(pattern) else { return nil }
        var program: [Instruction] = []
        var sets: [ScalarSet] = []
        guard Self.emit(tree, into: &program, sets: &sets) else { return nil }
        program.append(.match)
        self.program = program
        self.sets = sets
        tables = sets.map(ASCIITable.init)
    }

    /// Whether the whole of `text` matches.
    func matchesWhole(_ text: String) -> Bool {
        var steps = 0
        return matchesWhole(text, steps: &steps)
    }

    /// Whether the whole of `text` matches, adding to `steps` each instruction visited
    /// (at most the automaton's size for each scalar of the text, and once more).
    func matchesWhole(_ text: String, steps: inout Int) -> Bool {
        var current = ThreadList(size: program.count)
        var next = ThreadList(size: program.count)
        var pending: [Int] = []
        follow(from: 0, into: &current, pending: &pending, steps: &steps)
        for scalar in text.unicodeScalars {
            if current.isEmpty { return false }
            next.clear()
            for position in current.positions {
                steps += 1
                guard case .step(let set) = program[position] else { continue }
                if scalar.isASCII ? tables[set].contains(scalar.value) : sets[set].contains(scalar) {
                    follow(from: position + 1, into: &next, pending: &pending, steps: &steps)
                }
            }
            swap(&current, &next)
        }
        return current.contains(program.count - 1)
    }

    /// Adds the instructions that consume a scalar or match, reachable from `start` without
    /// consuming one. `pending` is scratch space, kept between calls to spare allocations.
    private func follow(from start: Int, into list: inout ThreadList, pending: inout [Int], steps: inout Int) {
        var position = start
        while true {
            if list.mark(position) {
                steps += 1
                switch program[position] {
                case .jump(let target):
                    position = target
                    continue
                case .split(let first, let second):
                    pending.append(second)
                    position = first
                    continue
                case .step, .match:
                    list.positions.append(position)
                }
            }
            guard let resumed = pending.popLast() else { return }
            position = resumed
        }
    }

    /// Appends `node`'s instructions; `false` when the program would grow too large.
    private static func emit(_ node: PatternNode, into program: inout [Instruction], sets: inout [ScalarSet]) -> Bool {
        guard program.count < maximumInstructions else { return false }
        switch node {
        case .scalar(let set):
            program.append(.step(sets.count))
            sets.append(set)
        case .sequence(let parts):
            for part in parts {
                guard emit(part, into: &program, sets: &sets) else { return false }
            }
        case .choice(let branches):
            // split(first, rest) before each branch but the last; every branch jumps to the end.
            var jumpsToEnd: [Int] = []
            for (offset, branch) in branches.enumerated() {
                let split = program.count
                let isLast = offset == branches.count - 1
                if !isLast { program.append(.split(split + 1, -1)) }
                guard emit(branch, into: &program, sets: &sets) else { return false }
                if !isLast {
                    jumpsToEnd.append(program.count)
                    program.append(.jump(-1))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumpsToEnd { program[jump] = .jump(program.count) }
        case .repetition(let body, let minimum, let maximum):
            for _ in 0..<minimum {
                guard emit(body, into: &program, sets: &sets) else { return false }
            }
            if let maximum {
                // Each optional copy may be skipped to the end.
                var skips: [Int] = []
                for _ in minimum..<maximum {
                    skips.append(program.count)
                    program.append(.split(program.count + 1, -1))
                    guard emit(body, into: &program, sets: &sets) else { return false }
                }
                for skip in skips { program[skip] = .split(skip + 1, program.count) }
            } else {
                let loop = program.count
                program.append(.split(loop + 1, -1))
                guard emit(body, into: &program, sets: &sets) else { return false }
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
        return program.count <= maximumInstructions
    }
}

/// The instructions threads stand at, each once, in the order they were reached.
private struct ThreadList {
    var positions: [Int] = []
    /// For each instruction, the generation in which it was last added.
    private var marks: [UInt32]
    private var generation: UInt32 = 1

    init(size: Int) {
        marks = Array(repeating: 0, count: size)
        positions.reserveCapacity(size)
    }

    var isEmpty: Bool { positions.isEmpty }

    func contains(_ position: Int) -> Bool { marks[position] == generation }

    /// Marks `position`; `false` when it already was in this generation.
    mutating func mark(_ position: Int) -> Bool {
        guard marks[position] != generation else { return false }
        marks[position] = generation
        return true
    }

    mutating func clear() {
        positions.removeAll(keepingCapacity: true)
        generation &+= 1
        if generation == 0 {
            // After 2^32 generations the marks would alias; start them again.
            marks = Array(repeating: 0, count: marks.count)
            generation = 1
        }
    }
}
