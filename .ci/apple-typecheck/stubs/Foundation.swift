// TYPE-CHECKING STAND-IN for Apple's `Foundation` (plus the few CoreFoundation types it re-exports), modelled on
// the Swift interface of the macOS/iOS SDK. Only the declarations matter: every body is a dummy and nothing here
// is ever run. It holds what the packages checked so far use, not all of Foundation. A declaration missing here
// shows up as "cannot find ... in scope" / "has no member": add it with Apple's exact signature and @available
// (see README.md). Bridging (`as String`, `as NSString`, `as CFDictionary`) works through _ObjectiveCBridgeable,
// as swift-corelibs-foundation does it; there is no Objective-C runtime behind any of this.
@_exported import Darwin
@_exported import Dispatch

public typealias TimeInterval = Double
public protocol LocalizedError: Error { var errorDescription: String? { get } }
extension LocalizedError { public var errorDescription: String? { nil } }
public struct Data: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, MutableDataProtocol, Hashable, Sendable, Codable, ContiguousBytes, ExpressibleByArrayLiteral, CustomStringConvertible {
  var storage: [UInt8]
  public var description: String { "" }
  public init() { storage = [] }
  public init(arrayLiteral e: UInt8...) { storage = e }
  public init<S: Sequence>(_ s: S) where S.Element == UInt8 { storage = Array(s) }
  public init(count: Int) { storage = .init(repeating: 0, count: count) }
  public init(capacity: Int) { storage = [] }
  public init(bytes: UnsafeRawPointer, count: Int) { storage = [] }
  public init(buffer: UnsafeBufferPointer<UInt8>) { storage = [] }
  public init(bytesNoCopy: UnsafeMutableRawPointer, count: Int, deallocator: Deallocator) { storage = [] }
  public init?(base64Encoded: String, options: Base64DecodingOptions = []) { storage = [] }
  public init(contentsOf: URL, options: ReadingOptions = []) throws { storage = [] }
  public enum Deallocator: Sendable { case none, free, unmap, virtualMemory; case custom(@Sendable (UnsafeMutableRawPointer, Int) -> Void) }
  public struct Base64DecodingOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let ignoreUnknownCharacters = Self(rawValue: 1) }
  public struct Base64EncodingOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue } }
  public struct ReadingOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let alwaysMapped = Self(rawValue: 1); public static let mappedIfSafe = Self(rawValue: 2) }
  public struct WritingOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let atomic = Self(rawValue: 1) }
  public func base64EncodedString(options: Base64EncodingOptions = []) -> String { "" }
  public func write(to: URL, options: WritingOptions = []) throws {}
  public typealias Index = Int
  public typealias SubSequence = Data
  public var startIndex: Int { 0 }
  public var endIndex: Int { storage.count }
  public subscript(i: Int) -> UInt8 { get { storage[i] } set { storage[i] = newValue } }
  public subscript(r: Range<Int>) -> Data { get { Data(storage[r]) } set {} }
  public mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with c: C) where C.Element == UInt8 {}
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try storage.withUnsafeBytes(body) }
  public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R { try storage.withUnsafeMutableBytes(body) }
  public mutating func append(_ d: Data) {}
  public mutating func append(_ p: UnsafePointer<UInt8>, count: Int) {}
  public func copyBytes(to: UnsafeMutablePointer<UInt8>, count: Int) {}
  public func copyBytes(to: UnsafeMutableRawBufferPointer, from: Range<Int>) -> Int { 0 }
  public var count: Int { get { storage.count } set {} }
  public mutating func resetBytes(in: Range<Int>) {}
}
public protocol ContiguousBytes { func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R }
extension Array: ContiguousBytes where Element == UInt8 {}
extension UnsafeRawBufferPointer: ContiguousBytes { public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try body(self) } }
public struct URLQueryItem: Hashable, Sendable { public var name: String; public var value: String?; public init(name: String, value: String?) { self.name = name; self.value = value } }
public struct URL: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
  public static func < (a: URL, b: URL) -> Bool { false }
  public init?(string: String) { fatalError() }
  public init?(string: String, relativeTo: URL?) { fatalError() }
  public init(fileURLWithPath: String) { fatalError() }
  public init(fileURLWithPath: String, isDirectory: Bool) { fatalError() }
  public var absoluteString: String { "" }
  public var absoluteURL: URL { self }
  public var scheme: String? { nil }
  public var host: String? { nil }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public func host(percentEncoded: Bool = true) -> String? { nil }
  public var port: Int? { nil }
  public var path: String { "" }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public func path(percentEncoded: Bool = true) -> String { "" }
  public var query: String? { nil }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public func query(percentEncoded: Bool = true) -> String? { nil }
  public var fragment: String? { nil }
  public var user: String? { nil }
  public var password: String? { nil }
  public var pathComponents: [String] { [] }
  public var lastPathComponent: String { "" }
  public var pathExtension: String { "" }
  public var relativePath: String { "" }
  public var baseURL: URL? { nil }
  public var isFileURL: Bool { false }
  public var description: String { "" }
  public func appendingPathComponent(_ s: String) -> URL { self }
  public func appendingPathComponent(_ s: String, isDirectory: Bool) -> URL { self }
  public func deletingLastPathComponent() -> URL { self }
  public func appendingPathExtension(_ s: String) -> URL { self }
  public func deletingPathExtension() -> URL { self }
  public var standardized: URL { self }
  public var standardizedFileURL: URL { self }
  public var resolvingSymlinksInPath: URL { self }
  public var hasDirectoryPath: Bool { false }
  public func checkResourceIsReachable() throws -> Bool { false }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public func fragment(percentEncoded: Bool = true) -> String? { nil }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public enum DirectoryHint: Sendable { case isDirectory, notDirectory, checkFileSystem, inferFromPath }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public init(filePath path: String, directoryHint: DirectoryHint = .inferFromPath, relativeTo base: URL? = nil) { fatalError() }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public func appending<S: StringProtocol>(path: S, directoryHint: DirectoryHint = .inferFromPath) -> URL { self }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public func appending<S: StringProtocol>(component: S, directoryHint: DirectoryHint = .inferFromPath) -> URL { self }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public func appending(queryItems: [URLQueryItem]) -> URL { self }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public mutating func append<S: StringProtocol>(path: S, directoryHint: DirectoryHint = .inferFromPath) {}
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public static var homeDirectory: URL { fatalError() }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public static var temporaryDirectory: URL { fatalError() }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public static func currentDirectory() -> URL { fatalError() }
}
public struct URLComponents: Hashable, Sendable {
  public init() {}
  public init?(string: String) {}
  public init?(url: URL, resolvingAgainstBaseURL: Bool) {}
  public var scheme: String?; public var host: String?; public var port: Int?; public var path: String = ""
  public var query: String?; public var fragment: String?; public var user: String?; public var password: String?
  public var percentEncodedPath: String = ""; public var percentEncodedQuery: String?; public var percentEncodedHost: String?
  public var percentEncodedFragment: String?; public var percentEncodedUser: String?; public var percentEncodedPassword: String?
  public var queryItems: [URLQueryItem]?; public var percentEncodedQueryItems: [URLQueryItem]?
  public var url: URL? { nil }
  public var string: String? { nil }
  public func url(relativeTo: URL?) -> URL? { nil }
}
// DateComponents: Apple's `init(calendar:timeZone:era:year:month:day:hour:minute:second:nanosecond:weekday:
// weekdayOrdinal:quarter:weekOfMonth:weekOfYear:yearForWeekOfYear:)`, every parameter defaulted to nil (the
// calendar and time zone parameters are left out here: this stand-in has no Calendar; a call naming them fails).
public struct DateComponents: Hashable, Sendable, Codable {
  public init(era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil,
              minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil,
              weekdayOrdinal: Int? = nil, quarter: Int? = nil, weekOfMonth: Int? = nil, weekOfYear: Int? = nil,
              yearForWeekOfYear: Int? = nil) {}
  public var era: Int?; public var year: Int?; public var month: Int?; public var day: Int?; public var hour: Int?
  public var minute: Int?; public var second: Int?; public var nanosecond: Int?; public var weekday: Int?
  public var weekdayOrdinal: Int?; public var quarter: Int?; public var weekOfMonth: Int?; public var weekOfYear: Int?
  public var yearForWeekOfYear: Int?
  public var isValidDate: Bool { false }
}
public struct Date: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public static func < (a: Date, b: Date) -> Bool { false }
  public init() {}
  public init(timeIntervalSince1970: Double) {}
  public init(timeIntervalSinceNow: Double) {}
  public init(timeIntervalSinceReferenceDate: Double) {}
  public init(timeInterval: Double, since: Date) {}
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) public static var now: Date { Date() }
  public static let distantPast = Date(); public static let distantFuture = Date()
  public var timeIntervalSince1970: Double { 0 }
  public var timeIntervalSinceNow: Double { 0 }
  public var timeIntervalSinceReferenceDate: Double { 0 }
  public func timeIntervalSince(_ d: Date) -> Double { 0 }
  public func addingTimeInterval(_ t: Double) -> Date { self }
  public static func + (d: Date, t: Double) -> Date { d }
  public static func - (d: Date, t: Double) -> Date { d }
  public static func - (d: Date, t: Date) -> Double { 0 }
  public var description: String { "" }
}
public struct UUID: Hashable, Sendable, Codable { public init() {}; public init?(uuidString: String) {}; public var uuidString: String { "" } }
public struct CharacterSet: Hashable, Sendable, SetAlgebra {
  public init() {}
  public init(charactersIn: String) {}
  public func contains(_ u: Unicode.Scalar) -> Bool { false }
  public static var urlQueryAllowed: CharacterSet { .init() }
  public static var urlPathAllowed: CharacterSet { .init() }
  public static var urlHostAllowed: CharacterSet { .init() }
  public static var alphanumerics: CharacterSet { .init() }
  public static var whitespaces: CharacterSet { .init() }
  public static var whitespacesAndNewlines: CharacterSet { .init() }
  public static var newlines: CharacterSet { .init() }
  public static var controlCharacters: CharacterSet { .init() }
  public static var decimalDigits: CharacterSet { .init() }
  public var inverted: CharacterSet { self }
  public func union(_ o: CharacterSet) -> CharacterSet { self }
  public func intersection(_ o: CharacterSet) -> CharacterSet { self }
  public func symmetricDifference(_ o: CharacterSet) -> CharacterSet { self }
  public mutating func insert(_ u: Unicode.Scalar) -> (inserted: Bool, memberAfterInsert: Unicode.Scalar) { (false, u) }
  public mutating func update(with u: Unicode.Scalar) -> Unicode.Scalar? { nil }
  public mutating func remove(_ u: Unicode.Scalar) -> Unicode.Scalar? { nil }
  public mutating func formUnion(_ o: CharacterSet) {}
  public mutating func formIntersection(_ o: CharacterSet) {}
  public mutating func formSymmetricDifference(_ o: CharacterSet) {}
  public mutating func insert(charactersIn: String) {}
  public mutating func remove(charactersIn: String) {}
}
extension String {
  public struct Encoding: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public var description: String { "" }
    public static let ascii = Encoding(rawValue: 1), utf8 = Encoding(rawValue: 4), isoLatin1 = Encoding(rawValue: 5)
    public static let nonLossyASCII = Encoding(rawValue: 7), windowsCP1252 = Encoding(rawValue: 12), unicode = Encoding(rawValue: 10), utf16 = Encoding(rawValue: 10)
    public static let utf16BigEndian = Encoding(rawValue: 0x90000100), utf16LittleEndian = Encoding(rawValue: 0x94000100)
    public static let utf32 = Encoding(rawValue: 0x8c000100), utf32BigEndian = Encoding(rawValue: 0x98000100), utf32LittleEndian = Encoding(rawValue: 0x9c000100)
  }
  public init?(data: Data, encoding: Encoding) { nil }
  public init?<S: Sequence>(bytes: S, encoding: Encoding) where S.Element == UInt8 { nil }
  public init(format: String, _ args: any CVarArg...) { self = "" }
  public func data(using: Encoding, allowLossyConversion: Bool = false) -> Data? { nil }
  public func addingPercentEncoding(withAllowedCharacters: CharacterSet) -> String? { nil }
  public var removingPercentEncoding: String? { nil }
  public func trimmingCharacters(in: CharacterSet) -> String { self }
  public func components(separatedBy: String) -> [String] { [] }
  public func components(separatedBy: CharacterSet) -> [String] { [] }
  public func replacingOccurrences(of: String, with: String) -> String { self }
  public func rangeOfCharacter(from: CharacterSet) -> Range<String.Index>? { nil }

  public func contains<T: StringProtocol>(_ other: T) -> Bool { false }
  public func padding(toLength: Int, withPad: String, startingAt: Int) -> String { self }
  public var capitalized: String { self }
  public func lowercased(with: Locale?) -> String { self }
}
extension Substring { public func trimmingCharacters(in: CharacterSet) -> String { "" }; public func contains<T: StringProtocol>(_ other: T) -> Bool { false }; public func components(separatedBy: String) -> [String] { [] } }
public struct Locale: Hashable, Sendable { public init(identifier: String) {}; public static var current: Locale { .init(identifier: "") } }
open class NSObject: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  public init() {}
  open func isEqual(_ object: Any?) -> Bool { false }
  open var hash: Int { 0 }
  open var description: String { "" }
  open var debugDescription: String { "" }
  public static func == (a: NSObject, b: NSObject) -> Bool { a.isEqual(b) }
  public func hash(into h: inout Hasher) {}
}
public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}
open class NSString: NSObject, @unchecked Sendable { public init(string: String) {}; open var length: Int { 0 }; public var deletingLastPathComponent: String { "" }; public var lastPathComponent: String { "" }; public var expandingTildeInPath: String { "" }; public var pathExtension: String { "" }; public var deletingPathExtension: String { "" }; public func appendingPathComponent(_ s: String) -> String { "" } }
open class NSError: NSObject, Error, @unchecked Sendable { public var domain: String { "" }; public var code: Int { 0 }; public var localizedDescription: String { "" }; public var userInfo: [String: Any] { [:] }; public init(domain: String, code: Int, userInfo: [String: Any]? = nil) {} }
extension Error { public var localizedDescription: String { "" } }
public let NSURLErrorDomain = ""
public let NSURLErrorCancelled = -999
public let NSURLErrorTimedOut = -1001
public protocol NSLocking { func lock(); func unlock() }
extension NSLocking { public func withLock<R>(_ body: () throws -> R) rethrows -> R { try body() } }
public class NSLock: NSLocking, @unchecked Sendable { public init() {}; @available(*, noasync) public func lock() {}; @available(*, noasync) public func unlock() {}; public func `try`() -> Bool { true } }
public class NSCondition: NSLocking, @unchecked Sendable { public init() {}; public func lock() {}; public func unlock() {}; public func wait() {}; public func signal() {}; public func broadcast() {}; public func wait(until: Date) -> Bool { true } }
public class Thread { public init() {}; public class func detachNewThread(_ block: @escaping @Sendable () -> Void) {}; public static var isMainThread: Bool { true } }
public class ProcessInfo: @unchecked Sendable { public static let processInfo = ProcessInfo(); public var environment: [String: String] { [:] }; public var arguments: [String] { [] }; public var processIdentifier: Int32 { 0 }; public var systemUptime: Double { 0 }; public var activeProcessorCount: Int { 1 }; public var physicalMemory: UInt64 { 0 }; public var hostName: String { "" }; public var operatingSystemVersionString: String { "" } }
public class FileManager: @unchecked Sendable {
  public static let `default` = FileManager()
  public enum SearchPathDirectory { case cachesDirectory, applicationSupportDirectory, documentDirectory }
  public struct SearchPathDomainMask: OptionSet { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let userDomainMask = Self(rawValue: 1) }
  public func urls(for: SearchPathDirectory, in: SearchPathDomainMask) -> [URL] { [] }
  public var temporaryDirectory: URL { fatalError() }
  public var currentDirectoryPath: String { "" }
  public func fileExists(atPath: String) -> Bool { false }
  public func fileExists(atPath: String, isDirectory: UnsafeMutablePointer<Bool>?) -> Bool { false }
  public func contents(atPath: String) -> Data? { nil }
  public func contentsOfDirectory(atPath: String) throws -> [String] { [] }
  public func contentsOfDirectory(at: URL, includingPropertiesForKeys: [String]?) throws -> [URL] { [] }
  public func createDirectory(at: URL, withIntermediateDirectories: Bool, attributes: [String: Any]? = nil) throws {}
  public func createDirectory(atPath: String, withIntermediateDirectories: Bool, attributes: [String: Any]? = nil) throws {}
  public func removeItem(at: URL) throws {}
  public func removeItem(atPath: String) throws {}
  public func createFile(atPath: String, contents: Data?, attributes: [String: Any]? = nil) -> Bool { true }
}
public class FileHandle: @unchecked Sendable {
  public init(fileDescriptor: Int32, closeOnDealloc: Bool) {}
  public init(fileDescriptor: Int32) {}
  public static var standardError: FileHandle { fatalError() }
  public static var standardOutput: FileHandle { fatalError() }
  public static var standardInput: FileHandle { fatalError() }
  public init?(forReadingAtPath: String) {}
  @available(macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4, *) public func seek(toOffset offset: UInt64) throws {}
  @available(macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4, *) @discardableResult public func seekToEnd() throws -> UInt64 { 0 }
  @available(macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4, *) public func offset() throws -> UInt64 { 0 }
  public func seekToEndOfFile() -> UInt64 { 0 }
  public func readData(ofLength length: Int) -> Data { Data() }
  @available(macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4, *) public func write<T: DataProtocol>(contentsOf data: T) throws {}
  public func write(_ d: Data) {}
  @available(macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4, *) public func read(upToCount count: Int) throws -> Data? { nil }
  @available(macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4, *) public func readToEnd() throws -> Data? { nil }
  @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *) public func truncate(atOffset offset: UInt64) throws {}
  @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *) public func close() throws {}
  public func closeFile() {}
  public var readabilityHandler: (@Sendable (FileHandle) -> Void)?
  public var fileDescriptor: Int32 { 0 }
  public var availableData: Data { Data() }
}
// (simplified: the real protocol also has `regions`, and SubSequence: DataProtocol)
public protocol DataProtocol: RandomAccessCollection where Element == UInt8 {}
public protocol MutableDataProtocol: DataProtocol, MutableCollection, RangeReplaceableCollection {}
extension Array: DataProtocol where Element == UInt8 {}
extension ArraySlice: DataProtocol where Element == UInt8 {}
extension ArraySlice: ContiguousBytes where Element == UInt8 {}
extension UnsafeBufferPointer: DataProtocol where Element == UInt8 {}
open class JSONDecoder: @unchecked Sendable { public init() {}; public func decode<T: Decodable>(_ t: T.Type, from: Data) throws -> T { fatalError() }
  public enum DateDecodingStrategy { case deferredToDate, iso8601, secondsSince1970, millisecondsSince1970 }
  public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
  public var userInfo: [CodingUserInfoKey: Any] = [:] }
open class JSONEncoder: @unchecked Sendable { public init() {}; public func encode<T: Encodable>(_ v: T) throws -> Data { Data() }
  public struct OutputFormatting: OptionSet { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let sortedKeys = Self(rawValue: 1); public static let prettyPrinted = Self(rawValue: 2); public static let withoutEscapingSlashes = Self(rawValue: 4) }
  public var outputFormatting: OutputFormatting = []
  public enum DateEncodingStrategy { case deferredToDate, iso8601, secondsSince1970 }
  public var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate }
public class JSONSerialization { public struct ReadingOptions: OptionSet { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let fragmentsAllowed = Self(rawValue: 4) }
  public struct WritingOptions: OptionSet { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let sortedKeys = Self(rawValue: 2); public static let fragmentsAllowed = Self(rawValue: 4); public static let prettyPrinted = Self(rawValue: 1); public static let withoutEscapingSlashes = Self(rawValue: 8) }
  public class func jsonObject(with: Data, options: ReadingOptions = []) throws -> Any { 0 }
  public class func data(withJSONObject: Any, options: WritingOptions = []) throws -> Data { Data() }
  public class func isValidJSONObject(_ o: Any) -> Bool { true } }
open class NSNumber: NSObject, @unchecked Sendable { public init(value: Int) {}; public init(value: Double) {}; public init(value: Bool) {}; open var stringValue: String { "" }; open var int32Value: Int32 { 0 }; open var uint64Value: UInt64 { 0 }; open var floatValue: Float { 0 }; public var doubleValue: Double { 0 }; public var intValue: Int { 0 }; public var int64Value: Int64 { 0 }; public var boolValue: Bool { false } }
open class NSNull: NSObject, @unchecked Sendable {}
open class ISO8601DateFormatter: Formatter, @unchecked Sendable {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let withYear = Options(rawValue: 1), withMonth = Options(rawValue: 2), withWeekOfYear = Options(rawValue: 4)
    public static let withDay = Options(rawValue: 16), withTime = Options(rawValue: 32), withTimeZone = Options(rawValue: 64)
    public static let withSpaceBetweenDateAndTime = Options(rawValue: 128), withDashSeparatorInDate = Options(rawValue: 256)
    public static let withColonSeparatorInTime = Options(rawValue: 512), withColonSeparatorInTimeZone = Options(rawValue: 1024)
    public static let withFractionalSeconds = Options(rawValue: 2048), withFullDate = Options(rawValue: 275)
    public static let withFullTime = Options(rawValue: 1632), withInternetDateTime = Options(rawValue: 1907)
  }
  open var formatOptions: Options { get { [] } set {} }
  open var timeZone: TimeZone! { get { nil } set {} }
  open func date(from string: String) -> Date? { nil }
  open func string(from date: Date) -> String { "" }
  open class func string(from date: Date, timeZone: TimeZone, formatOptions: Options = []) -> String { "" }
}
open class Formatter: NSObject, @unchecked Sendable {}
open class DateFormatter: Formatter, @unchecked Sendable { public var dateFormat: String = ""; public var locale: Locale?; public var timeZone: TimeZone?; public func date(from: String) -> Date? { nil }; public func string(from: Date) -> String { "" } }
public struct TimeZone: Hashable, Sendable { public init?(identifier: String) {}; public init?(secondsFromGMT: Int) {}; public static var current: TimeZone { fatalError() }; public var identifier: String { "" }
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) public static var gmt: TimeZone { fatalError() } }
public func pow(_ a: Double, _ b: Double) -> Double { a }
// Networking
public struct URLRequest: Hashable, Sendable {
  public init(url: URL) {}
  public var httpMethod: String?; public var httpBody: Data?; public var timeoutInterval: Double = 60; public var url: URL?
  public var allHTTPHeaderFields: [String: String]?
  public mutating func setValue(_ v: String?, forHTTPHeaderField: String) {}
  public mutating func addValue(_ v: String, forHTTPHeaderField: String) {}
  public func value(forHTTPHeaderField: String) -> String? { nil }
}
open class URLResponse: NSObject, @unchecked Sendable { open var url: URL? { nil }; open var mimeType: String? { nil }; open var expectedContentLength: Int64 { 0 } }
open class HTTPURLResponse: URLResponse, @unchecked Sendable { open var statusCode: Int { 0 }; open var allHeaderFields: [AnyHashable: Any] { [:] }; open func value(forHTTPHeaderField: String) -> String? { nil }
  public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {} }
open class URLSessionTask: NSObject, @unchecked Sendable { open func resume() {}; open func suspend() {}; open func cancel() {}; open var taskIdentifier: Int { 0 }; open var response: URLResponse? { nil }; open var state: State { .running }; public enum State: Int, Sendable { case running, suspended, canceling, completed } }
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}
open class HTTPCookieStorage {}
open class URLCache {}
open class URLSessionConfiguration: NSObject, @unchecked Sendable { open class var ephemeral: URLSessionConfiguration { fatalError() }; open class var `default`: URLSessionConfiguration { fatalError() }
  open var httpCookieStorage: HTTPCookieStorage?; open var httpCookieAcceptPolicy: HTTPCookie.AcceptPolicy = .always; open var httpShouldSetCookies = true; open var urlCache: URLCache?
  open var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy; open var httpMaximumConnectionsPerHost = 6; open var timeoutIntervalForRequest: Double = 60; open var timeoutIntervalForResource: Double = 60; open var httpAdditionalHeaders: [AnyHashable: Any]? }
public class HTTPCookie { public enum AcceptPolicy: Sendable { case always, never, onlyFromMainDocumentDomain } }
extension URLRequest { public enum CachePolicy: Sendable { case useProtocolCachePolicy, reloadIgnoringLocalCacheData } }
public protocol URLSessionDelegate: NSObjectProtocol, Sendable {}
public protocol URLSessionTaskDelegate: URLSessionDelegate {}
public protocol URLSessionDataDelegate: URLSessionTaskDelegate {}
open class URLSession: NSObject, @unchecked Sendable {
  public enum ResponseDisposition: Int, Sendable { case cancel, allow, becomeDownload, becomeStream }
  public static let shared = URLSession()
  public override init() {}
  public init(configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)? = nil, delegateQueue: OperationQueue? = nil) {}
  open func dataTask(with: URLRequest) -> URLSessionDataTask { fatalError() }
  open func dataTask(with: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask { fatalError() }
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) { fatalError() }
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) { fatalError() }
  @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) public func upload(for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) { fatalError() }
  // https://developer.apple.com/documentation/foundation/urlsession/invalidateandcancel() and
  // .../finishtasksandinvalidate(): "The session object keeps a strong reference to the delegate until your app
  // exits or explicitly invalidates the session" (https://developer.apple.com/documentation/foundation/urlsession/delegate).
  open func invalidateAndCancel() {}
  open func finishTasksAndInvalidate() {}
  open var configuration: URLSessionConfiguration { fatalError() }
}
open class OperationQueue: @unchecked Sendable {}
extension Data { public func subdata(in r: Range<Int>) -> Data { self } }
public enum ComparisonResult: Int, Sendable { case orderedAscending = -1, orderedSame, orderedDescending }
public struct StringCompareOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let caseInsensitive = Self(rawValue: 1); public static let regularExpression = Self(rawValue: 1024); public static let literal = Self(rawValue: 2); public static let anchored = Self(rawValue: 8); public static let backwards = Self(rawValue: 4) }
extension String {
  public typealias CompareOptions = StringCompareOptions
  public func replacingOccurrences(of: String, with: String, options: CompareOptions, range: Range<String.Index>? = nil) -> String { self }

  public func caseInsensitiveCompare(_ s: String) -> ComparisonResult { .orderedSame }
  public var precomposedStringWithCanonicalMapping: String { self }
  public var decomposedStringWithCanonicalMapping: String { self }
  public func folding(options: CompareOptions, locale: Locale?) -> String { self }
}
extension JSONDecoder { public enum NonConformingFloatDecodingStrategy { case `throw`; case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String) } }
extension JSONDecoder { public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy { get { .throw } set {} } }
extension JSONEncoder { public enum NonConformingFloatEncodingStrategy { case `throw`; case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String) } }
extension JSONEncoder { public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy { get { .throw } set {} } }
public func _convertErrorToNSError(_ e: any Error) -> NSError { fatalError() }
public func _convertNSErrorToError(_ e: NSError?) -> any Error { fatalError() }
open class Bundle: @unchecked Sendable { public init() {}; public static let main = Bundle(); public init?(path: String) {}; public init?(url: URL) {}
  open func url(forResource: String?, withExtension: String?) -> URL? { nil }
  open func url(forResource: String?, withExtension: String?, subdirectory: String?) -> URL? { nil }
  open func path(forResource: String?, ofType: String?) -> String? { nil }
  open var executablePath: String? { nil }; open var bundleURL: URL { fatalError() }; open var resourceURL: URL? { nil }; open var bundlePath: String { "" } }
extension FileManager {
  public class DirectoryEnumerator: Sequence, IteratorProtocol { public func next() -> Any? { nil } }
  public func enumerator(at: URL, includingPropertiesForKeys: [String]?, options: Int = 0, errorHandler: ((URL, any Error) -> Bool)? = nil) -> DirectoryEnumerator? { nil }
  public func enumerator(atPath: String) -> DirectoryEnumerator? { nil }
  public func isExecutableFile(atPath: String) -> Bool { false }
  public func destinationOfSymbolicLink(atPath: String) throws -> String { "" }
  public func attributesOfItem(atPath: String) throws -> [FileAttributeKey: Any] { [:] }
  public func copyItem(at: URL, to: URL) throws {}
  public func moveItem(at: URL, to: URL) throws {}
}
public struct FileAttributeKey: Hashable, Sendable { public init(_ s: String) {}; public static let size = FileAttributeKey("size"); public static let posixPermissions = FileAttributeKey("p"); public static let modificationDate = FileAttributeKey("m") }
public struct NSRange: Sendable { public var location: Int; public var length: Int; public init(location: Int, length: Int) { self.location = location; self.length = length }; public init<R: RangeExpression>(_ r: R, in s: String) where R.Bound == String.Index { location = 0; length = 0 } }
extension Range where Bound == String.Index { public init?(_ r: NSRange, in s: String) { return nil } }
public class NSTextCheckingResult { public var range: NSRange { .init(location: 0, length: 0) }; public func range(at: Int) -> NSRange { range }; public var numberOfRanges: Int { 0 } }
public class NSRegularExpression: @unchecked Sendable { public struct Options: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }; public static let anchorsMatchLines = Self(rawValue: 16); public static let caseInsensitive = Self(rawValue: 1); public static let dotMatchesLineSeparators = Self(rawValue: 8) }
  public struct MatchingOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue } }
  public init(pattern: String, options: Options = []) throws {}
  public func matches(in: String, options: MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] { [] }
  public func firstMatch(in: String, options: MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? { nil }
  public func stringByReplacingMatches(in: String, options: MatchingOptions = [], range: NSRange, withTemplate: String) -> String { "" }
  public func numberOfMatches(in: String, options: MatchingOptions = [], range: NSRange) -> Int { 0 } }
extension String {
  public init(contentsOf: URL, encoding: Encoding) throws { self = "" }
  public init(contentsOfFile: String, encoding: Encoding) throws { self = "" }
  public func write(to: URL, atomically: Bool, encoding: Encoding) throws {}
  public func write(toFile: String, atomically: Bool, encoding: Encoding) throws {}
  public var utf16Count: Int { 0 }
}
extension URL { public mutating func deleteLastPathComponent() {}; public mutating func appendPathComponent(_ s: String) {}; public mutating func appendPathComponent(_ s: String, isDirectory: Bool) {} }
extension FileHandle { public static var nullDevice: FileHandle { fatalError() }; public func readLine() -> String? { nil }; public func synchronize() throws {}; public func readDataToEndOfFile() -> Data { Data() } }
extension Thread { public class func sleep(forTimeInterval: Double) {}; public class func sleep(until: Date) {} }
@available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
open class Process: NSObject, @unchecked Sendable { public var currentDirectoryURL: URL?; public var processIdentifier: Int32 { 0 }; public var isRunning: Bool { false }; public func terminate() {}; public var terminationHandler: (@Sendable (Process) -> Void)?; public var executableURL: URL?; public var arguments: [String]?; public var standardInput: Any?; public var standardOutput: Any?; public var standardError: Any?; public var environment: [String: String]?; public func run() throws {}; public func waitUntilExit() {}; public var terminationStatus: Int32 { 0 } }
public class Pipe { public init() {}; public var fileHandleForReading: FileHandle { fatalError() }; public var fileHandleForWriting: FileHandle { fatalError() } }
extension ProcessInfo { public var globallyUniqueString: String { "" } }
public func NSMakeRange(_ a: Int, _ b: Int) -> NSRange { .init(location: a, length: b) }
extension StringProtocol {
  public func range<T: StringProtocol>(of: T, options: String.CompareOptions = [], range: Range<Index>? = nil) -> Range<Index>? { nil }
  public func localizedCaseInsensitiveCompare<T: StringProtocol>(_ s: T) -> ComparisonResult { .orderedSame }
  public func localizedStandardCompare<T: StringProtocol>(_ s: T) -> ComparisonResult { .orderedSame }
}
extension Thread { public convenience init(block: @escaping @Sendable () -> Void) { self.init() }; public var name: String? { get { nil } set {} }; public func start() {} }
extension StringProtocol { public func replacingOccurrences<T: StringProtocol, R: StringProtocol>(of: T, with: R) -> String { "" }; public var removingPercentEncoding: String? { nil } }


// MARK: CoreFoundation (re-exported by Foundation on Apple platforms; toll-free bridging approximated by typealiases)
public typealias CFTypeRef = AnyObject
public typealias CFString = NSString
public typealias CFDictionary = NSDictionary
public typealias CFArray = NSArray
public typealias CFData = NSData
public typealias CFIndex = Int

// MARK: Bridged reference types and the `as` bridging conversions
open class NSData: NSObject, @unchecked Sendable { open var length: Int { 0 } }
open class NSArray: NSObject, @unchecked Sendable { open var count: Int { 0 } }
open class NSDictionary: NSObject, @unchecked Sendable { open var count: Int { 0 } }
extension String: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { NSString(string: self) }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}
extension Data: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSData { NSData() }
  public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { Data() }
}
extension Array: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSArray { NSArray() }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array { [] }
}
extension Dictionary: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { NSDictionary() }
  public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary?) -> Bool { false }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Dictionary { [:] }
}

// MARK: Errors
public protocol CustomNSError: Error {
  static var errorDomain: String { get }
  var errorCode: Int { get }
  var errorUserInfo: [String: Any] { get }
}
extension CustomNSError {
  public static var errorDomain: String { "" }
  public var errorCode: Int { 0 }
  public var errorUserInfo: [String: Any] { [:] }
}
public protocol RecoverableError: Error {}
public let NSLocalizedDescriptionKey = "NSLocalizedDescription"
public let NSUnderlyingErrorKey = "NSUnderlyingError"
public let NSCocoaErrorDomain = "NSCocoaErrorDomain"
public let NSPOSIXErrorDomain = "NSPOSIXErrorDomain"

// MARK: Platform-limited API
extension FileManager {
  @available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
  public var homeDirectoryForCurrentUser: URL { fatalError() }
}
public func NSHomeDirectory() -> String { "" }
public func NSTemporaryDirectory() -> String { "" }
