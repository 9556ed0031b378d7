import Foundation

extension WoW {
    /// Which connected realm a realm belongs to, for one region and flavor: the answer to "what is
    /// Area 52's connected realm id?" that every auction, mythic keystone leaderboard and connected
    /// realm call needs.
    ///
    /// The directory is the connected-realm search (`/data/wow/search/connected-realm`) read in pages
    /// of 100, ordered by id: every connected realm with its member realms, in one or two calls for a
    /// region (the connected realm index would take one call, then one more per connected realm). It
    /// is kept, and revalidated once ``revalidationInterval`` has passed with a conditional request
    /// per page (`If-Modified-Since` with the page's `Last-Modified`): a `304 Not Modified` keeps the
    /// page, with no body sent.
    ///
    /// A realm is found by slug or by name in any locale the search returns, ignoring case, accents,
    /// spaces and punctuation as Blizzard's slugs do: `Area 52`, `area-52`, `AREA52`, `Aggra (Portugues)`
    /// and `Ревущий фьорд` all work.
    ///
    /// ```swift
    /// let group = try await client.wow.connectedRealm(containing: "Area 52")
    /// group.id                                   // the connected realm id, e.g. 3676
    /// let house = try await client.wow.auctions(connectedRealm: group.id)
    ///
    /// let era = WoW.RealmDirectory(client: client, flavor: .classicEra)   // a directory of your own
    /// let whitemane = try await era.connectedRealm(containing: "Whitemane")
    /// ```
    ///
    /// `client.wow.realmDirectory` is the one directory a client keeps per flavor; make your own to
    /// choose another ``revalidationInterval``.
    public actor RealmDirectory {
        /// The client the search is sent with (its region is the directory's).
        public nonisolated let client: BattleNetClient
        /// The game flavor whose realms are listed (`dynamic-us`, `dynamic-classic1x-eu`, ...).
        public nonisolated let flavor: GameFlavor
        /// How long the directory is used as it is before its pages are revalidated (an hour unless set;
        /// realms rarely change). `.zero` revalidates on every lookup.
        public nonisolated let revalidationInterval: Duration

        private var pages: [CachedPage] = []
        /// The connected realms of every page, in order; what ``index`` points into.
        private var documents: [ConnectedRealmSearchDocument] = []
        private var index: [String: [Int]] = [:]
        private var fetchedAt: ContinuousClock.Instant?
        private var refreshing: Task<Void, any Error>?
        /// The search requests this directory has sent (one per page, each load or revalidation).
        public private(set) var requestCount = 0
        /// The conditional requests answered `304 Not Modified` (the page kept, no body sent).
        public private(set) var notModifiedCount = 0

        /// One search page as kept: its connected realms and the `Last-Modified` to revalidate it with.
        struct CachedPage: Sendable {
            var lastModified: String?
            var page: SearchPage<ConnectedRealmSearchDocument>
            var bytes: Int
        }

        /// A directory of `client`'s region.
        /// - Parameters:
        ///   - client: Sends the searches (its region, limiter and retries apply).
        ///   - flavor: The flavor whose realms to list; the client's flavor when `nil`.
        ///   - revalidationInterval: How long to use the directory before revalidating it (an hour).
        public init(client: BattleNetClient, flavor: GameFlavor? = nil, revalidationInterval: Duration = .seconds(3600)) {
            self.client = client
            self.flavor = flavor ?? client.configuration.flavor
            self.revalidationInterval = max(revalidationInterval, .zero)
        }

        /// The connected realm that `realm` belongs to.
        ///
        /// ```swift
        /// let directory = client.wow.realmDirectory
        /// let group = try await directory.connectedRealm(containing: "Ner'zhul")
        /// group.id                                      // 509 in the EU
        /// group.realms.map(\.slug)                      // ["garona", "nerzhul", "sargeras"]
        /// ```
        /// - Parameter realm: The realm's slug (`area-52`) or name in any locale (`Area 52`), its
        ///   numeric id (`"3676"`) also accepted.
        /// - Returns: The connected realm's search document: its ``ConnectedRealmSearchDocument/id``,
        ///   status, population and member realms.
        /// - Throws: `BattleNetError` `.notFound` naming the closest realm names (or saying the
        ///   directory is empty for this region and flavor) when no realm matches; everything the
        ///   search call throws.
        public func connectedRealm(containing realm: String) async throws -> ConnectedRealmSearchDocument {
            try await load()
            if let found = lookup(realm) { return found }
            throw notFound(realm)
        }

        /// Every connected realm of the region, ordered by id.
        ///
        /// ```swift
        /// let ids = try await client.wow.realmDirectory.connectedRealms().map(\.id)
        /// ```
        /// - Parameter progress: Told after each page (`connected realm pages`), one report at a time.
        /// - Throws: everything the search call throws.
        public func connectedRealms(progress: (@Sendable (BattleNetProgress) -> Void)? = nil) async throws -> [ConnectedRealmSearchDocument] {
            try await load(progress: progress)
            return documents
        }

        /// The realms whose slug or names come closest to `realm`, closest first: what the `.notFound`
        /// error of ``connectedRealm(containing:)`` suggests. Uses the directory as it is (loads it the
        /// first time).
        /// - Parameters:
        ///   - realm: What was typed.
        ///   - limit: How many to return (3).
        /// - Throws: everything the search call throws.
        public func suggestions(for realm: String, limit: Int = 3) async throws -> [RealmSearchDocument] {
            try await load()
            return closest(to: realm, limit: limit)
        }

        /// When Blizzard last changed the directory: the newest `Last-Modified` of its pages, `nil`
        /// before the first load or when no page carried one.
        public var lastModified: Date? {
            pages.compactMap { $0.lastModified.flatMap(HTTPDate.parse) }.max()
        }

        /// Revalidates the directory now, whatever ``revalidationInterval`` says: one conditional
        /// request per page.
        /// - Throws: everything the search call throws.
        public func refresh() async throws {
            fetchedAt = nil
            try await load()
        }

        // MARK: Loading

        /// Loads or revalidates the directory when it is missing or older than the interval; one
        /// refresh at a time, which concurrent lookups share.
        private func load(progress: (@Sendable (BattleNetProgress) -> Void)? = nil) async throws {
            if let fetchedAt, ContinuousClock.now - fetchedAt < revalidationInterval {
                if let progress {
                    let count = pages.count
                    progress(BattleNetProgress(unit: "connected realm pages", completed: count, total: count,
                                               bytes: Int64(pages.reduce(0) { $0 + $1.bytes }), isFinished: true))
                }
                return
            }
            if let refreshing { return try await refreshing.value }
            let task = Task { try await self.fetchPages(progress: progress) }
            refreshing = task
            defer { refreshing = nil }
            try await task.value
        }

        /// The most pages a walk of the directory fetches, whatever page count the server announces.
        static let maximumPages = 100

        /// Fetches every page, each conditional on its kept `Last-Modified`; a page answered 304 is kept.
        private func fetchPages(progress: (@Sendable (BattleNetProgress) -> Void)?) async throws {
            let reporter = ProgressReporter(BattleNetProgress(unit: "connected realm pages"), report: progress)
            var fresh: [CachedPage] = []
            var number = 1
            var pageCount = 1
            while number <= pageCount {
                try Task.checkCancellation()
                let query = SearchQuery().ordered(by: "id").pageSize(SearchQuery.maxPageSize).page(number)
                var endpoint = try Endpoints.connectedRealmSearch(query).flavor(flavor)
                let kept = number <= pages.count ? pages[number - 1] : nil
                if let since = kept?.lastModified { endpoint.ifModifiedSince = since }
                let raw = try await client.raw(endpoint)
                requestCount += 1
                let page: CachedPage
                if raw.isNotModified, let kept {
                    notModifiedCount += 1
                    page = kept
                } else {
                    let decoded = try WoW.decoded(SearchPage<ConnectedRealmSearchDocument>.self, from: raw)
                    page = CachedPage(lastModified: raw.header("Last-Modified"), page: decoded, bytes: raw.data.count)
                }
                fresh.append(page)
                // The page count is the server's: bounded, so that no answer can keep the walk going
                // (a region has a few hundred connected realms, one or two pages).
                pageCount = page.page.resultCount == 0 ? number : min(max(page.page.pageCount, 1), Self.maximumPages)
                let (done, total, bytes, retries) = (number, pageCount, Int64(raw.data.count), max(0, raw.attempts - 1))
                let unchanged = raw.isNotModified
                await reporter.update {
                    $0.completed = done
                    $0.total = total
                    $0.bytes += bytes
                    $0.retries += retries
                    if unchanged { $0.unchanged += 1 }
                    $0.isFinished = done >= total
                }
                number += 1
            }
            pages = fresh
            fetchedAt = ContinuousClock.now
            rebuildIndex()
        }

        private func rebuildIndex() {
            index = [:]
            documents = pages.flatMap { $0.page.results.map(\.data) }
            for (position, document) in documents.enumerated() {
                for realm in document.realms {
                    for key in Self.keys(of: realm) + ["realm:\(realm.id)"] where !key.isEmpty {
                        if index[key]?.contains(position) != true { index[key, default: []].append(position) }
                    }
                }
                index["connected:\(document.id)", default: []].append(position)
            }
        }

        private func lookup(_ realm: String) -> ConnectedRealmSearchDocument? {
            let key = Self.matchingKey(realm)
            let isNumber = !key.isEmpty && key.allSatisfy(\.isASCII) && Int(key) != nil
            // A number is a connected realm id first, then a realm id (no realm name is only digits).
            let keys = isNumber ? ["connected:" + key, "realm:" + key] : [key]
            guard !key.isEmpty, let position = keys.lazy.compactMap({ self.index[$0]?.first }).first else { return nil }
            return position < documents.count ? documents[position] : nil
        }

        // MARK: Matching

        /// The keys a realm is found by: its slug and each of its names, as ``matchingKey(_:)`` makes them.
        static func keys(of realm: RealmSearchDocument) -> [String] {
            var names = [realm.slug.rawValue]
            if let single = realm.name.single { names.append(single) }
            names += realm.name.translations.values
            return Array(Set(names.map(matchingKey)))
        }

        /// `realm` as compared: lowercase, accents removed, only letters and digits (`Area 52`,
        /// `area-52` and `AREA52` give `area52`; `Aggra (Português)` gives `aggraportugues`).
        static func matchingKey(_ realm: String) -> String {
            // Decomposed, an accent is a combining mark of its own (`ê` is `e` and U+0302): dropped with
            // every other character that is not a letter or a digit.
            let scalars = realm.decomposedStringWithCanonicalMapping.unicodeScalars.filter { scalar in
                let properties = scalar.properties
                return (properties.isAlphabetic && !Self.marks.contains(properties.generalCategory)) || properties.numericType != nil
            }
            return String(String.UnicodeScalarView(scalars)).lowercased()
        }

        private static let marks: Set<Unicode.GeneralCategory> = [.nonspacingMark, .spacingMark, .enclosingMark]

        private func closest(to realm: String, limit: Int) -> [RealmSearchDocument] {
            let key = Self.matchingKey(realm)
            guard !key.isEmpty else { return [] }
            var scored: [(distance: Int, realm: RealmSearchDocument)] = []
            var seen: Set<Int> = []
            for document in documents {
                for candidate in document.realms where !seen.contains(candidate.id) {
                    let distance = Self.keys(of: candidate).map { name in
                        name.hasPrefix(key) || (key.count >= 3 && name.contains(key)) ? 1 : Self.editDistance(key, name)
                    }.min() ?? .max
                    if distance <= max(2, key.count / 3) {
                        seen.insert(candidate.id)
                        scored.append((distance, candidate))
                    }
                }
            }
            return scored.sorted { ($0.distance, $0.realm.slug.rawValue) < ($1.distance, $1.realm.slug.rawValue) }
                .prefix(max(0, limit)).map(\.realm)
        }

        /// The Levenshtein distance between two keys (a few dozen letters at most).
        static func editDistance(_ lhs: String, _ rhs: String) -> Int {
            let a = Array(lhs.unicodeScalars), b = Array(rhs.unicodeScalars)
            guard !a.isEmpty else { return b.count }
            guard !b.isEmpty else { return a.count }
            var previous = Array(0...b.count)
            var current = [Int](repeating: 0, count: b.count + 1)
            for i in 1...a.count {
                current[0] = i
                for j in 1...b.count {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                swap(&previous, &current)
            }
            return previous[b.count]
        }

        private func notFound(_ realm: String) -> BattleNetError {
            let region = client.configuration.region.rawValue
            let flavorText = flavor == .retail ? "" : " \(flavor)"
            let realmCount = Set(documents.flatMap { $0.realms.map(\.id) }).count
            var message: String
            if documents.isEmpty {
                message = "no realm named \(realm.debugDescription): the\(flavorText) realm directory of \(region) is empty "
                    + "(the connected-realm search returned no connected realm); check the region and the flavor"
            } else {
                message = "no\(flavorText) realm of \(region) is named \(realm.debugDescription) (\(realmCount) realms in "
                    + "\(documents.count) connected realms)"
                let close = closest(to: realm, limit: 3)
                if close.isEmpty {
                    message += "; give the realm's slug (area-52) or its name as shown in game (Area 52), and check the region"
                        + (flavor == .retail ? " (a Classic realm needs its flavor)" : " and the flavor")
                } else {
                    let names = close.map { "\($0.name.resolved(for: client.configuration.locale) ?? $0.slug.rawValue) (\($0.slug))" }
                    message += "; did you mean " + names.joined(separator: ", ") + "?"
                }
            }
            var error = BattleNetError(.notFound, message: message)
            error.operation = Operations.connectedRealmSearch.descriptor.id
            return error
        }
    }
}

extension WoW {
    /// Decodes a body a composite operation fetched (a directory page, a whole auction snapshot), the
    /// error naming its operation, URL and status.
    static func decoded<Model: Decodable>(_ type: Model.Type, from raw: RawResponse) throws(BattleNetError) -> Model {
        do {
            return try ResponseDecoding.decode(type, from: raw.data, operation: raw.operation)
        } catch {
            var error = error
            error.url = raw.url.absoluteString
            error.status = raw.status
            throw error
        }
    }
}

extension OperationRepository where Game == WoW {
    /// The realm directory this client keeps for the repository's flavor (one per client and
    /// flavor, shared by every `client.wow`): see ``WoW/RealmDirectory``.
    ///
    /// ```swift
    /// let all = try await client.wow.realmDirectory.connectedRealms()
    /// ```
    public var realmDirectory: WoW.RealmDirectory {
        let flavor = flavor ?? client.configuration.flavor
        return client.attachments.value(for: "wow.realmDirectory." + flavor.description) {
            WoW.RealmDirectory(client: client, flavor: flavor)
        }
    }

    /// The connected realm that `realm` belongs to, from the client's realm directory
    /// (``WoW/RealmDirectory``): built with one or two connected-realm searches, then kept and
    /// revalidated hourly with conditional requests.
    ///
    /// ```swift
    /// let group = try await client.wow.connectedRealm(containing: "Area 52")
    /// let house = try await client.wow.auctions(connectedRealm: group.id)
    /// let era = try await client.wow.flavor(.classicEra).connectedRealm(containing: "whitemane")
    /// ```
    /// - Parameter realm: The realm's slug or name in any locale (case, accents, spaces and
    ///   punctuation ignored).
    /// - Throws: `BattleNetError` `.notFound` with the closest realm names when none matches;
    ///   everything the connected-realm search throws.
    public func connectedRealm(containing realm: String) async throws -> WoW.ConnectedRealmSearchDocument {
        try await realmDirectory.connectedRealm(containing: realm)
    }
}
