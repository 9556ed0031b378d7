/// The two recorded decks: one body recorded in Dec 2019 (EU) and one in Aug 2019 (US).
let deckRecording = "hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1.json"
let olderDeckRecording = "hs/deck__AAECAQcG-wyd8AKS-AKggAOblAPanQMMS6IE-web8wLR9QKD-wKe-wKz-AL1__rbattlenet.json"
