import Foundation

extension JSONReader {
    /// Why a body did not decode, where in the bytes, and at which path of the document.
    ///
    /// ```swift
    /// do { _ = try JSONReader.decode(WoW.Commodities.self, from: body) } catch {
    ///     error.pathDescription   // "auctions[12345].quantity"
    ///     error.reason            // .typeMismatch(expected: "Int", found: "a string")
    /// }
    /// ```
    @usableFromInline package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What went wrong.
        @usableFromInline package enum Reason: Sendable, Hashable {
            /// The body has no value at all (empty, or only whitespace).
            case emptyBody
            /// The body ended inside a value.
            case unexpectedEnd
            /// The bytes break JSON's grammar; the text says how.
            case syntax(String)
            /// Bytes that are not valid UTF-8 (an overlong form, a surrogate, a stray continuation byte).
            case invalidUTF8
            /// A `\uD800`-`\uDFFF` escape that is not half of a pair (`JSONDecoder` rejects these too).
            case loneSurrogate
            /// Arrays and objects nest deeper than ``JSONReader/maximumDepth``.
            case nestingTooDeep(limit: Int)
            /// More than whitespace after the document's value.
            case trailingData
            /// A value of another kind than the model needs, e.g. a string where an `Int` belongs.
            case typeMismatch(expected: String, found: String)
            /// `null` where the model needs a value.
            case valueNotFound(expected: String)
            /// A number that is not an integer, or does not fit the type, e.g. `1.5` for an `Int`.
            case numberOutOfRange(expected: String, text: String)
            /// A key the model requires is absent (the path ends with it).
            case keyNotFound(String)
            /// The value is well-formed but not acceptable (an empty link, an unknown form); the text says why.
            case invalidValue(String)
            /// A streamed element, or a streamed document outside its array, is larger than `limit`
            /// bytes (``JSONArrayStreamDecoder/limits``); the bytes were dropped undecoded.
            case tooLarge(limit: Int)
        }

        /// What went wrong.
        @usableFromInline package var reason: Reason
        /// The byte offset in the body where the reader noticed it.
        @usableFromInline package var offset: Int
        /// The path of keys and indices from the document's root, outermost last (built while unwinding).
        var reversedPath: [PathComponent] = []

        /// A failure at `offset`.
        @usableFromInline package init(_ reason: Reason, offset: Int) {
            self.reason = reason
            self.offset = offset
        }

        /// One step of a path: a key of an object or an index in an array.
        @usableFromInline package enum PathComponent: Sendable, Hashable {
            /// A key of an object.
            case key(String)
            /// An index in an array.
            case index(Int)
        }

        /// The path from the root to the value, e.g. `[.key("auctions"), .index(12), .key("unit_price")]`.
        @usableFromInline package var path: [PathComponent] { reversedPath.reversed() }

        /// The path as `JSONDecoder`'s errors are shown: `auctions[12].unit_price`, or `(root)`.
        @usableFromInline package var pathDescription: String {
            var text = ""
            for component in path {
                switch component {
                case .key(let key): text += (text.isEmpty ? "" : ".") + key
                case .index(let index): text += "[\(index)]"
                }
            }
            return text.isEmpty ? "(root)" : text
        }

        /// Adds the step the failing value was reached through (called while unwinding).
        @usableFromInline package mutating func prepend(_ component: PathComponent) { reversedPath.append(component) }

        /// Whether the bytes are not JSON at all (rather than JSON of another shape).
        @usableFromInline package var isSyntaxError: Bool {
            switch reason {
            case .emptyBody, .unexpectedEnd, .syntax, .invalidUTF8, .loneSurrogate, .nestingTooDeep, .trailingData: true
            default: false
            }
        }

        /// The cause in the words of ``ResponseDecoding``'s messages, e.g.
        /// `expected Int but found a string`.
        @usableFromInline package var message: String {
            switch reason {
            case .emptyBody: "the body is empty"
            case .unexpectedEnd: "the body is not valid JSON for this model: it ends inside a value (byte \(offset))"
            case .syntax(let text): "the body is not valid JSON for this model: \(text) at byte \(offset)"
            case .invalidUTF8: "the body is not valid JSON for this model: invalid UTF-8 at byte \(offset)"
            case .loneSurrogate: "the body is not valid JSON for this model: a lone surrogate escape at byte \(offset)"
            case .nestingTooDeep(let limit):
                "the body is not valid JSON for this model: arrays and objects nest deeper than \(limit) at byte \(offset)"
            case .trailingData: "the body is not valid JSON for this model: more data after the value at byte \(offset)"
            case .typeMismatch(let expected, let found): "expected \(expected) but found \(found)"
            case .valueNotFound(let expected): "expected \(expected) but found null"
            case .numberOutOfRange(let expected, let text): "expected \(expected) but found \(text), which is not one"
            case .keyNotFound(let key): "required key \"\(key)\" is missing"
            case .invalidValue(let text): text
            case .tooLarge(let limit):
                "the streamed value is larger than the limit of \(BodyLimits.sizeText(limit)) (\(limit) bytes)"
            }
        }

        /// The message and the path, e.g. `expected Int but found a string at auctions[12].quantity`.
        @usableFromInline package var description: String { message + " at " + pathDescription }
    }
}
