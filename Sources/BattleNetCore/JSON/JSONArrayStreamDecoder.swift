import Foundation

/// Decodes the elements of one array of a JSON document as the document's bytes arrive in chunks,
/// without holding the document: the push half of streaming a large body (``JSONArrayElements`` is
/// the `AsyncSequence` built on it).
///
/// The array streamed is the value of `arrayKey` in the document's **top-level** object (a deeper
/// key of the same name, or the text inside a string, is not it; of a repeated key, the first, as
/// `JSONDecoder` keeps the first). Its elements are found by tracking strings, escapes and nesting
/// across chunk boundaries, and each is decoded by `Element(reading:)` over exactly its own bytes, so
/// the decoder holds at most the part of one element that a chunk boundary cut, plus a small
/// skeleton of the document: everything outside the array, which ``finish()`` checks with
/// ``JSONReader`` (trailing data, bad structure, invalid UTF-8 and nesting deeper than
/// ``JSONReader/maximumDepth`` are refused as the whole-body path refuses them).
///
/// A document the whole-body path decodes gives the same elements in the same order; one it refuses is
/// refused here too, with a ``JSONReader/Failure`` whose path reads the same way
/// (`auctions[80000].buyout`) and whose offset is the byte's offset in the whole document. When a
/// document has several faults, the one reported can differ: an element's fault is reported when the
/// element arrives, a fault of the rest of the document at the end. A failure is final: later calls
/// throw it again.
///
/// ```swift
/// var decoder = JSONArrayStreamDecoder<WoW.Commodity>(arrayKey: "auctions")
/// var total = 0
/// for chunk in chunks {
///     for commodity in try decoder.consume(chunk) { total += commodity.quantity }
/// }
/// try decoder.finish()
/// ```
package struct JSONArrayStreamDecoder<Element: JSONReadable>: Sendable {
    /// The key of the top-level object whose array is streamed, e.g. `auctions`.
    package let arrayKey: String
    let keyBytes: [UInt8]

    enum Phase: Sendable { case beforeRoot, inRoot, inArray, afterRoot }
    var phase = Phase.beforeRoot
    /// The absolute offset of the next byte to consume.
    var offset = 0
    /// How many elements were decoded so far.
    package private(set) var elementCount = 0

    // The skeleton: the document without the streamed array's contents.
    var skeleton: [UInt8] = []
    /// Where the array's contents were cut from the skeleton (the index of its `]` there), and how
    /// many bytes of the document were cut.
    var cutIndex: Int?
    var cutCount = 0
    var arrayContentStart = 0
    var bomBytes = 0

    // Scanning state outside the array.
    var depth = 0
    var inString = false
    var escaped = false
    /// In the top-level object: the next string is a key.
    var expectKey = false
    /// The skeleton index of the opening quote of the top-level key being read, or -1.
    var keyStart = -1
    var keyMatches = false
    var afterKey = false
    var awaitingValue = false
    var streamed = false

    // Scanning state inside the array.
    var elementDepth = 0
    var inElement = false
    var afterComma = false
    var elementStart = 0
    /// The bytes of an element that a chunk boundary cut, from its first byte.
    var pending: [UInt8] = []

    var failure: JSONReader.Failure?
    /// The bytes of the element that failed (or the skeleton, for a failure outside the array).
    var failureBytes: [UInt8] = []
    /// The most bytes held at once (the cut element and the skeleton), for tests of the bound.
    var peakRetainedByteCount = 0

    /// How large one element (``BodyLimits/maximumElementBytes``) and the document outside the array
    /// (``BodyLimits/maximumSkeletonBytes``) may be; over either, decoding fails with
    /// ``JSONReader/Failure/Reason-swift.enum/tooLarge(limit:)``.
    package let limits: BodyLimits

    /// A decoder for the array under `arrayKey` in the top-level object, e.g. `"auctions"`.
    /// - Parameters:
    ///   - arrayKey: The top-level key of the array.
    ///   - limits: The most bytes of one element and of the document outside the array
    ///     (``BodyLimits/standard``: 1 MiB and 256 MiB).
    package init(arrayKey: String, limits: BodyLimits = .standard) {
        self.arrayKey = arrayKey
        keyBytes = Array(arrayKey.utf8)
        self.limits = limits
    }

    /// The bytes held now: the part of an element cut by a chunk boundary and the skeleton.
    var retainedByteCount: Int { pending.count + skeleton.count }

    // MARK: Consuming

    /// Consumes the next chunk of the document and returns the elements it completed, in order.
    /// - Throws: ``JSONReader/Failure`` for an element that does not decode, a document that is not an
    ///   object or whose array is not one, or bad structure between elements (elements completed before
    ///   it in this chunk are then lost: use ``consume(_:into:)`` to keep them).
    package mutating func consume(_ chunk: Data) throws(JSONReader.Failure) -> [Element] {
        var elements: [Element] = []
        try consume(chunk, into: &elements)
        return elements
    }

    /// Consumes the next chunk of the document, appending the elements it completed to `elements`
    /// (those completed before a failure are appended too).
    /// - Throws: ``JSONReader/Failure``, as ``consume(_:)``.
    package mutating func consume(_ chunk: Data, into elements: inout [Element]) throws(JSONReader.Failure) {
        let result: Result<Void, JSONReader.Failure> = chunk.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count > 0 else { return .success(()) }
            do throws(JSONReader.Failure) {
                try consume(buffer: UnsafeBufferPointer(start: base, count: raw.count), into: &elements)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Consumes the next chunk of the document from a buffer, appending the elements it completed.
    /// - Throws: ``JSONReader/Failure``, as ``consume(_:)``.
    package mutating func consume(buffer bytes: UnsafeBufferPointer<UInt8>, into elements: inout [Element]) throws(JSONReader.Failure) {
        if let failure { throw failure }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        do throws(JSONReader.Failure) {
            try scan(base, count: bytes.count, into: &elements)
            try checkLimits()
        } catch {
            failure = error
            if failureBytes.isEmpty { failureBytes = skeleton }
            throw error
        }
        offset += bytes.count
        peakRetainedByteCount = max(peakRetainedByteCount, retainedByteCount)
    }

    /// Fails when the cut element or the skeleton outgrew its limit (checked once per chunk, so at most
    /// one chunk more is held).
    mutating func checkLimits() throws(JSONReader.Failure) {
        if pending.count > limits.maximumElementBytes {
            var failure = JSONReader.Failure(.tooLarge(limit: limits.maximumElementBytes), offset: elementStart)
            failure.prepend(.index(elementCount))
            failure.prepend(.key(arrayKey))
            pending = []
            failureBytes = []
            throw failure
        }
        if skeleton.count > limits.maximumSkeletonBytes {
            let failure = JSONReader.Failure(.tooLarge(limit: limits.maximumSkeletonBytes), offset: offset)
            skeleton = []
            failureBytes = []
            throw failure
        }
    }

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    mutating func scan(_ bytes: UnsafePointer<UInt8>, count: Int, into elements: inout [Element]) throws(JSONReader.Failure) {
        var index = 0
        while index < count {
            switch phase {
            case .beforeRoot: index = try scanBeforeRoot(bytes, index, count)
            case .inRoot: index = try scanRoot(bytes, index, count)
            case .inArray: index = try scanArray(bytes, index, count, into: &elements)
            case .afterRoot:
                while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
                if index < count { throw JSONReader.Failure(.trailingData, offset: offset + index) }
            }
        }
    }

    /// Whitespace and a byte order mark, then the top-level object's `{`.
    mutating func scanBeforeRoot(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ count: Int) throws(JSONReader.Failure) -> Int {
        var index = start
        while index < count {
            let byte = bytes[index]
            skeleton.append(byte)
            let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
            if offset + index == bomBytes, bomBytes < 3, byte == bom[bomBytes] {
                bomBytes += 1
            } else if Self.isWhitespace(byte), bomBytes == 0 || bomBytes == 3 {
                // Whitespace before the value.
            } else if byte == UInt8(ascii: "{"), bomBytes == 0 || bomBytes == 3 {
                phase = .inRoot
                depth = 1
                expectKey = true
                return index + 1
            } else {
                // Not an object: the whole-body path fails at this byte too, whatever follows.
                let at = bomBytes == 1 || bomBytes == 2 ? 0 : offset + index
                let first = at == 0 && bomBytes > 0 ? bom[0] : byte
                throw Self.mismatch(byte: first, expected: "an object", offset: at)
            }
            index += 1
        }
        return index
    }

    /// The failure the whole-body path gives when a value of another kind starts with `byte`.
    static func mismatch(byte: UInt8, expected: String, offset: Int) -> JSONReader.Failure {
        var copy = byte
        var failure = withUnsafePointer(to: &copy) { pointer in
            JSONReader(bytes: pointer, count: 1).mismatch(expected: expected)
        }
        failure.offset = offset
        return failure
    }

    /// The top-level object (and anything nested in it), copied to the skeleton, up to the streamed
    /// array's `[`.
    mutating func scanRoot(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ count: Int) throws(JSONReader.Failure) -> Int {
        var index = start
        while index < count {
            let byte = bytes[index]
            index += 1
            skeleton.append(byte)
            if inString {
                if closesString(byte), keyStart >= 0 { endKey() }
                continue
            }
            if Self.isWhitespace(byte) { continue }
            if depth == 1 {
                if awaitingValue {
                    awaitingValue = false
                    if keyMatches, !streamed {
                        guard byte == UInt8(ascii: "[") else {
                            var failure = Self.mismatch(byte: byte, expected: "an array of \(Element.self)", offset: offset + index - 1)
                            failure.prepend(.key(arrayKey))
                            throw failure
                        }
                        streamed = true
                        phase = .inArray
                        arrayContentStart = offset + index
                        inElement = false
                        afterComma = false
                        return index
                    }
                }
                if byte == UInt8(ascii: ":"), afterKey {
                    awaitingValue = true
                }
                afterKey = false
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                if depth == 1, expectKey {
                    expectKey = false
                    keyStart = skeleton.count - 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    phase = .afterRoot
                    return index
                }
            case UInt8(ascii: ","):
                if depth == 1 { expectKey = true }
            default:
                break
            }
        }
        return index
    }

    /// Reads `byte`, a byte inside a string, in the root and in the array alike: tracks a backslash
    /// escape and returns whether the byte closed the string.
    mutating func closesString(_ byte: UInt8) -> Bool {
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            inString = false
            return true
        }
        return false
    }

    /// A top-level key ended: is it the array's (escapes decoded)?
    mutating func endKey() {
        let start = keyStart + 1, end = skeleton.count - 1
        keyStart = -1
        afterKey = true
        let raw = skeleton[start..<end]
        if raw.contains(UInt8(ascii: "\\")) {
            let quoted = Data(skeleton[(start - 1)...end])
            keyMatches = (try? JSONReader.decode(String.self, from: quoted)).map { Array($0.utf8) == keyBytes } ?? false
        } else {
            keyMatches = raw.elementsEqual(keyBytes)
        }
    }

    /// Inside the streamed array: finds each element's end and decodes it.
    mutating func scanArray(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ count: Int, into elements: inout [Element]) throws(JSONReader.Failure) -> Int {
        var index = start
        // Where the current element starts in this chunk; -1 when it started in an earlier one (its
        // first bytes are in `pending`).
        var startInChunk = inElement ? -1 : 0
        while index < count {
            let byte = bytes[index]
            if !inElement {
                if Self.isWhitespace(byte) {
                    index += 1
                    continue
                }
                inElement = true
                elementDepth = 0
                startInChunk = index
                elementStart = offset + index
            }
            if inString {
                _ = closesString(byte)
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                elementDepth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","):
                if elementDepth > 0, byte != UInt8(ascii: ",") {
                    elementDepth -= 1
                } else if elementDepth == 0 {
                    try endElement(bytes, startInChunk, index, into: &elements)
                    index += 1
                    if phase != .inArray { return index }
                    continue
                }
            default:
                break
            }
            index += 1
        }
        if inElement {
            if startInChunk >= 0 {
                pending.append(contentsOf: UnsafeBufferPointer(start: bytes + startInChunk, count: count - startInChunk))
            } else {
                pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
            }
        }
        return index
    }

    /// An element ends at `bytes[end]`, a `,`, `]` or `}` outside any string or nesting.
    mutating func endElement(_ bytes: UnsafePointer<UInt8>, _ startInChunk: Int, _ end: Int, into elements: inout [Element]) throws(JSONReader.Failure) {
        let delimiter = bytes[end]
        inElement = false
        if startInChunk == end, delimiter == UInt8(ascii: "]") {
            // Nothing before the `]`: the array's end, unless a comma came before it.
            if afterComma {
                var failure = JSONReader.Failure(.syntax("a trailing comma before ']'"), offset: offset + end)
                failure.prepend(.key(arrayKey))
                throw failure
            }
            endArray(at: offset + end)
            return
        }
        if startInChunk >= 0 {
            if end - startInChunk > limits.maximumElementBytes {
                // An element within one (huge) chunk: refused as one that arrived in pieces would be.
                pending.append(contentsOf: UnsafeBufferPointer(start: bytes + startInChunk, count: end - startInChunk))
                try checkLimits()
            }
            try decodeElement(UnsafeBufferPointer(start: bytes + startInChunk, count: end - startInChunk + 1), delimited: true, into: &elements)
        } else {
            if pending.count + end > limits.maximumElementBytes {
                pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: end))
                try checkLimits()
            }
            pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: end + 1))
            peakRetainedByteCount = max(peakRetainedByteCount, retainedByteCount)
            let element = pending
            pending.removeAll(keepingCapacity: true)
            try element.withUnsafeBufferPointer { (buffer) throws(JSONReader.Failure) in
                try decodeElement(buffer, delimited: true, into: &elements)
            }
        }
        if delimiter == UInt8(ascii: ",") {
            afterComma = true
        } else {
            endArray(at: offset + end)
        }
    }

    /// Decodes one element from exactly its bytes (and, when `delimited`, the `,`, `]` or `}` after
    /// it), at the depth it has in the document.
    mutating func decodeElement(_ buffer: UnsafeBufferPointer<UInt8>, delimited: Bool, into elements: inout [Element]) throws(JSONReader.Failure) {
        guard let base = buffer.baseAddress else {
            // No byte at all (the body ended after a comma): read from an empty buffer of one byte.
            let one: [UInt8] = [0]
            try one.withUnsafeBufferPointer { (padded) throws(JSONReader.Failure) in
                guard let base = padded.baseAddress else { return }
                try decodeElement(UnsafeBufferPointer(start: base, count: 0), delimited: delimited, into: &elements)
            }
            return
        }
        var reader = JSONReader(bytes: base, count: buffer.count)
        reader.depth = 2  // inside the top-level object and the array, as in the whole-body path
        let element: Element
        do throws(JSONReader.Failure) {
            element = try Element(reading: &reader)
        } catch {
            var failure = error
            failure.offset += elementStart
            failure.prepend(.index(elementCount))
            failure.prepend(.key(arrayKey))
            failureBytes = Array(buffer)
            throw failure
        }
        reader.skipWhitespace()
        // After the element, only the delimiter: a `,` or the array's `]`.
        if delimited ? reader.position != buffer.count - 1 || buffer[buffer.count - 1] == UInt8(ascii: "}") : false {
            var failure = reader.expected("',' or ']'")
            failure.offset += elementStart
            failure.prepend(.key(arrayKey))
            failureBytes = Array(buffer)
            throw failure
        }
        elements.append(element)
        elementCount += 1
    }

    mutating func endArray(at end: Int) {
        phase = .inRoot
        cutIndex = skeleton.count
        cutCount = end - arrayContentStart
        skeleton.append(UInt8(ascii: "]"))
        afterComma = false
    }

    // MARK: Finishing

    /// Checks that the document ended properly: the array was found and closed, and the rest of the
    /// document is valid JSON (the skeleton read by ``JSONReader``).
    /// - Throws: ``JSONReader/Failure``: the body ended early, is not valid JSON outside the array, or
    ///   has no array under ``arrayKey`` (`keyNotFound`).
    package mutating func finish() throws(JSONReader.Failure) {
        _ = try finish(decoding: SkeletonCheck.self)
    }

    /// Checks that the document ended properly, as ``finish()``, and decodes everything but the
    /// array's elements into `Document` (the document's own model: the array then reads as empty),
    /// so a key the model requires is required here too.
    ///
    /// ```swift
    /// let house = try decoder.finish(decoding: WoW.Auctions.self)   // its connected realm; no auctions
    /// ```
    /// - Throws: ``JSONReader/Failure``, as ``finish()``, or as `Document` fails to read.
    package mutating func finish<Document: JSONReadable>(decoding document: Document.Type) throws(JSONReader.Failure) -> Document {
        if let failure { throw failure }
        do throws(JSONReader.Failure) {
            return try finishing(Document.self)
        } catch {
            failure = error
            if failureBytes.isEmpty { failureBytes = skeleton }
            throw error
        }
    }

    mutating func finishing<Document: JSONReadable>(_ document: Document.Type) throws(JSONReader.Failure) -> Document {
        if phase == .inArray {
            // The body ended inside the array: fail as the whole-body path does at its end.
            if inElement || afterComma {
                let element = pending
                var ignored: [Element] = []
                if !inElement { elementStart = offset }
                try element.withUnsafeBufferPointer { (buffer) throws(JSONReader.Failure) in
                    try decodeElement(buffer, delimited: false, into: &ignored)
                }
            }
            var failure = JSONReader.Failure(.unexpectedEnd, offset: offset)
            failure.prepend(.key(arrayKey))
            throw failure
        }
        let value: Document
        do throws(JSONReader.Failure) {
            value = try JSONReader.decode(Document.self, from: Data(skeleton))
        } catch {
            var failure = error
            if let cutIndex, failure.offset >= cutIndex { failure.offset += cutCount }
            throw failure
        }
        guard streamed else {
            var failure = JSONReader.Failure(.keyNotFound(arrayKey), offset: offset)
            failure.prepend(.key(arrayKey))
            throw failure
        }
        return value
    }
}

/// Any JSON object, checked and skipped: the skeleton's check when no document model is given.
struct SkeletonCheck: JSONReadable {
    init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        guard reader.nextKind() == .object else { throw reader.mismatch(expected: "an object") }
        try reader.skipValue()
    }
}
