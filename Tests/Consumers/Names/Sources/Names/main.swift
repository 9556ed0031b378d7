import AppNames
import BattleNetCore
import BattleNetD3
import BattleNetFixtures
import BattleNetHearthstone
import BattleNetRedis
import BattleNetSC2
import BattleNetStandIn
import BattleNetTesting
import BattleNetWoW

// Each name unqualified in type position: ambiguous, and so a build failure, if a BattleNet product exports it.
let valueLink: Link = Link()
let valueNamespace: Namespace = Namespace()
let valueText: Text = Text()
let valueImage: Image = Image()
let valueList: List = List()
let valueLabel: Label = Label()
let valueSection: Section = Section()
let valueGroup: Group = Group()
let valueColor: Color = Color()
let valueState: State = State()
let valueBinding: Binding = Binding()
let valueEnvironment: Environment = Environment()
let valueButton: Button = Button()
let valueForm: Form = Form()
let valueTable: Table = Table()
let valueMenu: Menu = Menu()
let valueToggle: Toggle = Toggle()
let valuePicker: Picker = Picker()
let valueFont: Font = Font()
let valuePath: Path = Path()
let valueAnimation: Animation = Animation()
let valueTransaction: Transaction = Transaction()
let valueAlignment: Alignment = Alignment()
let valueEdge: Edge = Edge()
let valueAngle: Angle = Angle()
let valueGradient: Gradient = Gradient()
let valueMaterial: Material = Material()
let valueDivider: Divider = Divider()
let valueSpacer: Spacer = Spacer()
let valueGrid: Grid = Grid()
let valueGridRow: GridRow = GridRow()
let valueWindow: Window = Window()
let valueSettings: Settings = Settings()
let valueLayout: Layout = Layout()
let valueProgressView: ProgressView = ProgressView()
let valueGauge: Gauge = Gauge()
let valueStepper: Stepper = Stepper()
let valueSlider: Slider = Slider()
let valueHTTPRequest: HTTPRequest = HTTPRequest()
let valueHTTPResponse: HTTPResponse = HTTPResponse()
let valueHTTPField: HTTPField = HTTPField()
let valueHTTPFields: HTTPFields = HTTPFields()
let valueEndpoint: Endpoint = Endpoint()
let valueResponse: Response = Response()
let valueRequest: Request = Request()
let valueRegion: Region = Region()
let valueGame: Game = Game()
let valueReference: Reference = Reference()
let valueClient: Client = Client()
let valueOperation: Operation = Operation()
let valueToken: Token = Token()
let valueCredentials: Credentials = Credentials()
let valueScope: Scope = Scope()
let valueRealm: Realm = Realm()

let used: [any Sendable] = [valueLink, valueNamespace, valueText, valueImage, valueList, valueLabel, valueSection, valueGroup, valueColor, valueState, valueBinding, valueEnvironment, valueButton, valueForm, valueTable, valueMenu, valueToggle, valuePicker, valueFont, valuePath, valueAnimation, valueTransaction, valueAlignment, valueEdge, valueAngle, valueGradient, valueMaterial, valueDivider, valueSpacer, valueGrid, valueGridRow, valueWindow, valueSettings, valueLayout, valueProgressView, valueGauge, valueStepper, valueSlider, valueHTTPRequest, valueHTTPResponse, valueHTTPField, valueHTTPFields, valueEndpoint, valueResponse, valueRequest, valueRegion, valueGame, valueReference, valueClient, valueOperation, valueToken, valueCredentials, valueScope, valueRealm]
print("\(used.count) app names used beside every BattleNet product; a BattleNet type: \(BattleNetError.Kind.notFound)")
