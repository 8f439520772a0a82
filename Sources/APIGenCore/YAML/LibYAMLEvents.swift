internal import CYAML

/// One libyaml event, copied out of C memory so the C event can be freed at once.
enum YAMLEvent {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case alias(anchor: String)
    case scalar(anchor: String?, tag: String?, YAMLScalar)
    case sequenceStart(anchor: String?, tag: String?)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?)
    case mappingEnd
}

/// A libyaml parse error: libyaml's own words, with the place it points at.
struct LibYAMLError: Error {
    var message: String
    /// 0-based line and column from libyaml, or a byte offset for reader errors.
    var line: Int
    var column: Int
    var byteOffset: Int?
}

/// Owns a libyaml parser and the input bytes it reads; frees both in `deinit`.
///
/// libyaml keeps a pointer into the input for the whole parse, so the bytes are
/// copied into memory this object owns rather than borrowed from a Swift array.
final class LibYAMLEventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>

    init(bytes: [UInt8]) {
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        parser = .allocate(capacity: 1)
        // yaml_parser_initialize fails only when malloc does; libyaml then leaves
        // the parser zeroed, and the first yaml_parser_parse reports the error.
        if yaml_parser_initialize(parser) == 0 {
            parser.pointee.error = YAML_MEMORY_ERROR
        }
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event with its 0-based start position, or libyaml's error.
    func next() -> Result<(event: YAMLEvent, line: Int, column: Int), LibYAMLError> {
        var event = yaml_event_t()
        guard parser.pointee.error == YAML_NO_ERROR, yaml_parser_parse(parser, &event) != 0 else {
            return .failure(currentError())
        }
        defer { yaml_event_delete(&event) }
        let line = Int(event.start_mark.line)
        let column = Int(event.start_mark.column)
        return .success((convert(event), line, column))
    }

    private func convert(_ event: yaml_event_t) -> YAMLEvent {
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
            return .scalar(anchor: string(data.anchor), tag: string(data.tag), YAMLScalar(text, style: style(data.style)))
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: string(event.data.sequence_start.anchor), tag: string(event.data.sequence_start.tag))
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: string(event.data.mapping_start.anchor), tag: string(event.data.mapping_start.tag))
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            return .streamEnd
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private func currentError() -> LibYAMLError {
        let state = parser.pointee
        var message = state.problem.map { String(cString: $0) } ?? "the YAML could not be read"
        if let context = state.context.map({ String(cString: $0) }) {
            message = "\(message) \(context)"
        }
        switch state.error {
        case YAML_MEMORY_ERROR:
            return LibYAMLError(message: "out of memory while reading YAML", line: 0, column: 0, byteOffset: 0)
        case YAML_READER_ERROR:
            return LibYAMLError(message: message, line: 0, column: 0, byteOffset: Int(state.problem_offset))
        default:
            let mark = state.problem_mark
            return LibYAMLError(message: message, line: Int(mark.line), column: Int(mark.column), byteOffset: nil)
        }
    }
}
