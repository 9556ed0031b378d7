import Foundation

/// The elements of one array of a JSON document, decoded one at a time as the document's chunks
/// arrive from any `AsyncSequence` of `Data` (a streamed response body, a file read in pieces).
///
/// Built on ``JSONArrayStreamDecoder``: the array is the value of `arrayKey` in the document's
/// top-level object, and memory stays bounded by a chunk, the elements it completed and the part of
/// one element a chunk boundary cut. The next chunk is pulled only when every element of the last one
/// was taken, so a slow consumer slows the source (and a streaming transport's socket) down. At the
/// end the rest of the document is checked (and, with `in: Document.self`, read as that model would
/// read it), so a body the whole-body path refuses is refused here too.
///
/// ```swift
/// var total = 0
/// for try await commodity in JSONArrayElements<WoW.Commodity, _>(chunks, arrayKey: "auctions") {
///     total += commodity.quantity
/// }
/// ```
///
/// An element over ``BodyLimits/maximumElementBytes``, or a document outside the array over
/// ``BodyLimits/maximumSkeletonBytes``, fails with ``BattleNetError`` `.bodyTooLarge`.
///
/// Iteration throws ``BattleNetError`` `.decoding` with the coding path (`auctions[80000].buyout`),
/// after yielding every element before the faulty one; its `body` is the faulty element's bytes (or,
/// for a fault outside the array, the document without the array's contents), never the whole stream.
/// An error of the chunk sequence is rethrown as it is.
@usableFromInline package struct JSONArrayElements<Element: JSONReadable & Sendable, Chunks: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Chunks.Element == Data {
    let chunks: Chunks
    let arrayKey: String
    let operation: String?
    let modelType: String
    let finish: @Sendable (inout JSONArrayStreamDecoder<Element>) throws(JSONReader.Failure) -> Void
    /// The most bytes of one element and of the document outside the array.
    package let limits: BodyLimits

    /// The elements of the array under `arrayKey` in the top-level object of the document `chunks`
    /// carry; the rest of the document must be valid JSON.
    /// - Parameters:
    ///   - chunks: The document's bytes, in pieces of any size.
    ///   - arrayKey: The top-level key of the array, e.g. `auctions`.
    ///   - operation: The operation id to put in errors, e.g. `wowAuctionCommodities`.
    ///   - limits: The most bytes of one element and of the document outside the array; `nil` for the
    ///     limits of the call that streams `chunks` (a body from ``BattleNetClient/rawStream(_:)``), else
    ///     ``BodyLimits/standard``.
    package init(_ chunks: Chunks, arrayKey: String, operation: String? = nil, limits: BodyLimits? = nil) {
        self.chunks = chunks
        self.arrayKey = arrayKey
        self.operation = operation
        modelType = "[" + modelDisplayName(of: Element.self) + "]"
        finish = { decoder throws(JSONReader.Failure) in try decoder.finish() }
        self.limits = limits ?? (chunks as? HTTPBodyStream)?.limits ?? .standard
    }

    /// The elements of the array under `arrayKey`, the rest of the document read at the end as
    /// `document` reads it (the array then empty), so the keys it requires are required here too.
    /// - Parameters:
    ///   - chunks: The document's bytes, in pieces of any size.
    ///   - arrayKey: The top-level key of the array, e.g. `auctions`.
    ///   - document: The whole document's model, e.g. `WoW.Commodities`; errors name it.
    ///   - operation: The operation id to put in errors, e.g. `wowAuctionCommodities`.
    ///   - limits: As in ``init(_:arrayKey:operation:limits:)``.
    package init<Document: JSONReadable & Sendable>(
        _ chunks: Chunks, arrayKey: String, in document: Document.Type, operation: String? = nil, limits: BodyLimits? = nil
    ) {
        self.chunks = chunks
        self.arrayKey = arrayKey
        self.operation = operation
        modelType = modelDisplayName(of: Document.self)
        finish = { decoder throws(JSONReader.Failure) in _ = try decoder.finish(decoding: Document.self) }
        self.limits = limits ?? (chunks as? HTTPBodyStream)?.limits ?? .standard
    }

    /// An iterator pulling chunks as its elements run out.
    @usableFromInline package func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(
            chunks: chunks.makeAsyncIterator(), decoder: JSONArrayStreamDecoder(arrayKey: arrayKey, limits: limits), operation: operation,
            modelType: modelType, finish: finish
        )
    }

    /// Yields the decoded elements of one chunk, then decodes the next.
    @usableFromInline package struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: Chunks.AsyncIterator
        var decoder: JSONArrayStreamDecoder<Element>
        let operation: String?
        let modelType: String
        let finish: @Sendable (inout JSONArrayStreamDecoder<Element>) throws(JSONReader.Failure) -> Void
        var ready: [Element] = []
        var nextIndex = 0
        var failure: BattleNetError?
        var done = false

        init(chunks: Chunks.AsyncIterator, decoder: JSONArrayStreamDecoder<Element>, operation: String?, modelType: String,
             finish: @escaping @Sendable (inout JSONArrayStreamDecoder<Element>) throws(JSONReader.Failure) -> Void) {
            self.chunks = chunks
            self.decoder = decoder
            self.operation = operation
            self.modelType = modelType
            self.finish = finish
        }

        /// The next element, or `nil` after the last once the document checked out.
        /// - Throws: ``BattleNetError`` `.decoding` (see ``JSONArrayElements``), or the chunk
        ///   sequence's own error.
        @usableFromInline package mutating func next() async throws -> Element? {
            while true {
                if nextIndex < ready.count {
                    nextIndex += 1
                    return ready[nextIndex - 1]
                }
                if let failure {
                    self.failure = nil
                    done = true
                    throw failure
                }
                if done { return nil }
                ready.removeAll(keepingCapacity: true)
                nextIndex = 0
                let chunk: Data?
                do {
                    chunk = try await chunks.next()
                } catch {
                    done = true
                    throw error
                }
                guard let chunk else {
                    done = true
                    do throws(JSONReader.Failure) {
                        try finish(&decoder)
                    } catch {
                        throw decodingError(error)
                    }
                    return nil
                }
                do throws(JSONReader.Failure) {
                    try decoder.consume(chunk, into: &ready)
                } catch {
                    // The elements before the fault are yielded first.
                    failure = decodingError(error)
                }
            }
        }

        /// The failure as `ResponseDecoding` reports one, with the bytes of the faulty element; a value
        /// over its limit is `.bodyTooLarge`, without the bytes.
        func decodingError(_ error: JSONReader.Failure) -> BattleNetError {
            if case .tooLarge(let limit) = error.reason {
                let isElement = error.path.count > 1
                let part = isElement ? "one element (\(error.pathDescription))" : "the document outside \(decoder.arrayKey)"
                let which = isElement ? "maximumElementBytes" : "maximumSkeletonBytes"
                var failure = BattleNetError(
                    .bodyTooLarge,
                    message: "\(part) of the streamed body is larger than the limit of \(BodyLimits.sizeText(limit)) "
                        + "(\(limit) bytes, BodyLimits.\(which)); it was not decoded"
                )
                failure.operation = operation
                failure.modelType = modelType
                failure.codingPath = error.pathDescription
                return failure
            }
            // The skeleton starts as the body does, so the HTML and empty-body messages still apply.
            var failure = BattleNetError(.decoding, message: ResponseDecoding.describe(error, body: Data(decoder.skeleton)))
            failure.body = Data(decoder.failureBytes)
            failure.operation = operation
            failure.modelType = modelType
            failure.codingPath = error.pathDescription
            return failure
        }
    }
}
