#!/usr/bin/env python3
"""Builds Symbols/manifest.json and copies the Bootstrap Icons it uses into Symbols/bootstrap/.

Run from the package root with the Debian package `bootstrap-icons` installed (or its .deb
unpacked, path given with --source):

    python3 Symbols/tools/build_manifest.py --source /usr/share/bootstrap-icons/svg

Each SF Symbol name maps to one SVG file and a transform (see Symbols/README.md). Derived
variants: for a base name mapped to Bootstrap file B, `.fill` uses B-fill when Bootstrap has it;
`.circle`, `.circle.fill`, `.square`, `.square.fill` use B-circle… when Bootstrap has them, else
the `circle`/`circle.fill`/`square`/`square.fill` transforms of B; `.slash` uses B-slash when it
exists, else the `slash` transform.
"""
import argparse, json, os, shutil

# (SF base name, Bootstrap base name, variants to derive: f=fill c=circle q=square s=slash)
BASES = [
    ("star", "star", "fcs"), ("heart", "heart", "fcs"), ("bolt", "lightning", "fcs"),
    ("bolt.heart", "heart-pulse", "f"), ("flame", "fire", "fc"), ("sparkles", "stars", ""),
    ("sparkle", "stars", ""), ("circle", "circle", "f"), ("square", "square", "f"),
    ("triangle", "triangle", "f"), ("diamond", "diamond", "f"), ("hexagon", "hexagon", "f"),
    ("octagon", "octagon", "f"), ("pentagon", "pentagon", "f"), ("capsule", "capsule", ""),
    ("checkmark", "check-lg", "cqs"), ("xmark", "x-lg", "cqs"), ("plus", "plus-lg", "cq"),
    ("minus", "dash-lg", "cq"), ("multiply", "x-lg", "c"), ("divide", "slash-lg", "c"),
    ("exclamationmark", "exclamation-lg", "cq"), ("questionmark", "question-lg", "cq"),
    ("info", "info-lg", "cq"), ("exclamationmark.triangle", "exclamation-triangle", "f"),
    ("exclamationmark.octagon", "exclamation-octagon", "f"),
    ("dollarsign", "currency-dollar", "cq"), ("eurosign", "currency-euro", "cq"),
    ("sterlingsign", "currency-pound", "cq"), ("yensign", "currency-yen", "cq"),
    ("indianrupeesign", "currency-rupee", "cq"), ("bitcoinsign", "currency-bitcoin", "cq"),
    ("sun.max", "sun", "fc"), ("sun.min", "brightness-low", "f"), ("sunrise", "sunrise", "f"),
    ("sunset", "sunset", "f"), ("sun.haze", "cloud-haze2", "f"), ("moon", "moon", "fcs"),
    ("moon.stars", "moon-stars", "f"), ("cloud", "cloud", "fcs"), ("cloud.sun", "cloud-sun", "f"),
    ("cloud.moon", "cloud-moon", "f"), ("cloud.rain", "cloud-rain", "f"),
    ("cloud.heavyrain", "cloud-rain-heavy", "f"), ("cloud.drizzle", "cloud-drizzle", "f"),
    ("cloud.bolt", "cloud-lightning", "f"), ("cloud.bolt.rain", "cloud-lightning-rain", "f"),
    ("cloud.snow", "cloud-snow", "f"), ("cloud.sleet", "cloud-sleet", "f"),
    ("cloud.hail", "cloud-hail", "f"), ("cloud.fog", "cloud-fog", "f"),
    ("cloud.sun.rain", "cloud-drizzle", "f"), ("cloud.moon.rain", "cloud-drizzle", "f"),
    ("smoke", "clouds", "f"), ("tornado", "tornado", ""), ("hurricane", "hurricane", ""),
    ("tropicalstorm", "tropical-storm", ""), ("snowflake", "snow", "cs"), ("wind", "wind", "c"),
    ("drop", "droplet", "fcs"), ("drop.halffull", "droplet-half", ""), ("humidity", "moisture", "f"),
    ("thermometer", "thermometer-half", ""), ("thermometer.medium", "thermometer-half", ""),
    ("thermometer.high", "thermometer-high", ""), ("thermometer.low", "thermometer-low", ""),
    ("thermometer.sun", "thermometer-sun", "f"), ("thermometer.snowflake", "thermometer-snow", ""),
    ("umbrella", "umbrella", "f"), ("rainbow", "rainbow", ""), ("water.waves", "water", ""),
    ("calendar", "calendar", "cq"), ("calendar.badge.plus", "calendar-plus", ""),
    ("calendar.badge.minus", "calendar-minus", ""), ("calendar.badge.checkmark", "calendar-check", ""),
    ("calendar.badge.exclamationmark", "calendar-x", ""), ("calendar.day.timeline.left", "calendar-day", ""),
    ("clock", "clock", "fc"), ("clock.arrow.circlepath", "clock-history", ""), ("alarm", "alarm", "f"),
    ("timer", "stopwatch", "c"), ("stopwatch", "stopwatch", "f"), ("hourglass", "hourglass-split", "c"),
    ("hourglass.bottomhalf.filled", "hourglass-bottom", ""), ("hourglass.tophalf.filled", "hourglass-top", ""),
    ("bell", "bell", "fcs"), ("bell.badge", "bell", "f"), ("house", "house", "fc"),
    ("house.lodge", "house-door", "f"), ("building", "building", "f"), ("building.2", "buildings", "f"),
    ("building.columns", "bank", "f"), ("gear", "gear", "c"), ("gearshape", "gear", "f"),
    ("gearshape.2", "gear-wide-connected", "f"), ("wrench", "wrench", "f"),
    ("wrench.adjustable", "wrench-adjustable", "f"), ("hammer", "hammer", "f"),
    ("screwdriver", "screwdriver", "f"), ("person", "person", "fcqs"), ("person.2", "people", "fc"),
    ("person.3", "people", "f"), ("person.badge.plus", "person-plus", "f"),
    ("person.badge.minus", "person-dash", "f"), ("person.crop.circle", "person-circle", ""),
    ("person.crop.square", "person-square", ""), ("person.crop.rectangle", "person-vcard", "f"),
    ("person.text.rectangle", "person-vcard", "f"), ("location", "cursor", "fcs"),
    ("location.north", "cursor", "f"), ("mappin", "geo-alt", "c"), ("mappin.and.ellipse", "geo", ""),
    ("map", "map", "fc"), ("signpost.right", "signpost", "f"), ("globe", "globe", ""),
    ("globe.americas", "globe-americas", ""), ("globe.europe.africa", "globe-europe-africa", ""),
    ("globe.asia.australia", "globe-asia-australia", ""), ("safari", "compass", "f"),
    ("battery.100", "battery-full", ""), ("battery.50", "battery-half", ""),
    ("battery.25", "battery-half", ""), ("battery.0", "battery", ""),
    ("battery.100.bolt", "battery-charging", ""), ("battery.75", "battery-half", ""),
    ("wifi", "wifi", "cqs"), ("wifi.exclamationmark", "wifi-off", ""), ("antenna.radiowaves.left.and.right", "broadcast", "s"),
    ("dot.radiowaves.left.and.right", "broadcast-pin", ""), ("cellularbars", "reception-4", ""),
    ("bluetooth", "bluetooth", ""), ("airplayaudio", "cast", ""), ("play", "play", "fcqs"),
    ("pause", "pause", "fcq"), ("stop", "stop", "fcq"), ("forward", "fast-forward", "fc"),
    ("backward", "rewind", "fc"), ("forward.end", "skip-end", "fc"), ("backward.end", "skip-start", "fc"),
    ("forward.frame", "skip-forward", "f"), ("backward.frame", "skip-backward", "f"),
    ("playpause", "play", "f"), ("shuffle", "shuffle", "c"), ("repeat", "repeat", "c"),
    ("repeat.1", "repeat-1", "c"), ("record.circle", "record-circle", "f"), ("eject", "eject", "fc"),
    ("music.note", "music-note", "c"), ("music.note.list", "music-note-list", ""),
    ("music.quarternote.3", "music-note-beamed", ""), ("music.mic", "mic", "c"), ("mic", "mic", "fcs"),
    ("speaker", "speaker", "fs"), ("speaker.wave.1", "volume-down", "f"), ("speaker.wave.2", "volume-up", "f"),
    ("speaker.wave.3", "volume-up", "f"), ("speaker.slash", "volume-mute", "f"),
    ("speaker.zzz", "volume-off", "f"), ("headphones", "headphones", "c"), ("hifispeaker", "speaker", "f"),
    ("radio", "boombox", "f"), ("tv", "tv", "f"), ("film", "film", "f"), ("camera", "camera", "fcs"),
    ("video", "camera-video", "fcs"), ("photo", "image", "f"), ("photo.on.rectangle", "images", ""),
    ("photo.stack", "images", "f"), ("cart", "cart", "fc"), ("cart.badge.plus", "cart-plus", ""),
    ("cart.badge.minus", "cart-dash", ""), ("bag", "bag", "fc"), ("basket", "basket", "f"),
    ("creditcard", "credit-card", "fc"), ("banknote", "cash", "f"), ("dollarsign.square", "currency-dollar", ""),
    ("giftcard", "credit-card-2-front", "f"), ("wallet.pass", "wallet2", "f"), ("tag", "tag", "fc"),
    ("envelope", "envelope", "fcs"), ("envelope.open", "envelope-open", "f"), ("envelope.badge", "envelope-exclamation", "f"),
    ("tray", "inbox", "f"), ("tray.full", "inboxes", "f"), ("archivebox", "archive", "f"),
    ("paperplane", "send", "fc"), ("phone", "telephone", "fcs"), ("phone.arrow.up.right", "telephone-outbound", "f"),
    ("phone.arrow.down.left", "telephone-inbound", "f"), ("phone.down", "telephone-x", "f"),
    ("message", "chat", "fc"), ("bubble.left", "chat-left", "f"), ("bubble.right", "chat-right", "f"),
    ("bubble.left.and.bubble.right", "chat-dots", "f"), ("text.bubble", "chat-left-text", "f"),
    ("ellipsis.bubble", "chat-dots", "f"), ("quote.bubble", "chat-quote", "f"),
    ("trash", "trash3", "fcqs"), ("lock", "lock", "fcqs"), ("lock.open", "unlock", "f"),
    ("key", "key", "f"), ("shield", "shield", "fs"), ("checkmark.shield", "shield-check", "f"),
    ("exclamationmark.shield", "shield-exclamation", "f"), ("lock.shield", "shield-lock", "f"),
    ("eye", "eye", "fcs"), ("leaf", None, "fc"), ("tree", "tree", "f"), ("camera.macro", "flower1", ""),
    ("pawprint", None, "fc"), ("bed.double", None, "fc"), ("figure.walk", None, "c"),
    ("figure.run", None, "c"), ("figure.stand", None, ""), ("figure.wave", None, ""),
    ("figure.hiking", None, ""), ("figure.outdoor.cycle", "bicycle", ""), ("bicycle", "bicycle", "c"),
    ("dumbbell", None, "f"), ("chart.bar", "bar-chart", "f"), ("chart.bar.xaxis", "bar-chart-line", ""),
    ("chart.line.uptrend.xyaxis", "graph-up-arrow", "c"), ("chart.line.downtrend.xyaxis", "graph-down-arrow", "c"),
    ("chart.xyaxis.line", "graph-up", ""), ("chart.pie", "pie-chart", "f"), ("waveform.path.ecg", "activity", ""),
    ("waveform", "soundwave", "c"), ("heart.text.square", "clipboard-heart", "f"), ("cross", "plus-lg", "f"),
    ("cross.case", "hospital", "f"), ("bandage", "bandaid", "f"), ("pills", "capsule-pill", "f"),
    ("syringe", "eyedropper", "f"), ("lungs", "lungs", "f"), ("brain.head.profile", "person-bounding-box", ""),
    ("iphone", "phone", ""), ("ipad", "tablet", ""), ("applewatch", "smartwatch", ""),
    ("laptopcomputer", "laptop", ""), ("desktopcomputer", "pc-display", ""), ("display", "display", ""),
    ("keyboard", "keyboard", "f"), ("printer", "printer", "f"), ("headphones.circle", "headphones", ""),
    ("airpods", "earbuds", ""), ("gamecontroller", "controller", "f"), ("cpu", "cpu", "f"),
    ("externaldrive", "device-hdd", "f"), ("server.rack", "hdd-rack", ""), ("sdcard", "sd-card", "f"),
    ("lightbulb", "lightbulb", "fs"), ("power", "power", "c"), ("powerplug", "plug", "f"),
    ("bolt.car", "ev-front", "f"), ("fuelpump", "fuel-pump", "f"), ("car", "car-front", "fc"),
    ("bus", "bus-front", "f"), ("tram", "train-front", "f"), ("train.side.front.car", "train-lightrail-front", ""),
    ("airplane", "airplane", "c"), ("airplane.departure", "airplane-engines", ""), ("airplane.arrival", "airplane-engines", ""),
    ("box.truck", "truck", "f"), ("scooter", "scooter", ""), ("ferry", "water", "f"), ("sailboat", "water", "f"),
    ("suitcase", "briefcase", "f"), ("briefcase", "briefcase", "fc"), ("ticket", "ticket-perforated", "f"),
    ("gift", "gift", "fc"), ("balloon", "balloon", "f"), ("party.popper", "balloon-heart", "f"),
    ("trophy", "trophy", "fc"), ("medal", "award", "f"), ("rosette", "award", ""), ("crown", "gem", "f"),
    ("flag", "flag", "fcs"), ("flag.checkered", "flag", ""), ("bookmark", "bookmark", "fcs"),
    ("book", "book", "fc"), ("book.closed", "book", "f"), ("books.vertical", "bookshelf", "f"),
    ("newspaper", "newspaper", "f"), ("doc", "file-earmark", "f"), ("doc.text", "file-earmark-text", "f"),
    ("doc.on.doc", "files", "f"), ("doc.richtext", "file-earmark-richtext", "f"), ("folder", "folder", "fc"),
    ("folder.badge.plus", "folder-plus", "f"), ("paperclip", "paperclip", "c"), ("link", "link-45deg", "c"),
    ("pencil", "pencil", "cs"), ("square.and.pencil", "pencil-square", ""), ("highlighter", "pen", ""),
    ("scissors", "scissors", "c"), ("paintbrush", "brush", "f"), ("paintpalette", "palette", "f"),
    ("eyedropper", "eyedropper", ""), ("ruler", "rulers", "f"), ("list.bullet", "list-ul", "c"),
    ("list.number", "list-ol", ""), ("list.dash", "list", ""), ("list.star", "list-stars", ""),
    ("checklist", "list-check", ""), ("checklist.checked", "list-check", ""), ("text.alignleft", "text-left", ""),
    ("text.aligncenter", "text-center", ""), ("text.alignright", "text-right", ""),
    ("line.3.horizontal", "list", ""), ("line.3.horizontal.decrease", "filter", "c"),
    ("square.grid.2x2", "grid", "f"), ("square.grid.3x3", "grid-3x3-gap", "f"),
    ("rectangle.grid.1x2", "grid-1x2", "f"), ("square.stack", "stack", "f"), ("square.stack.3d.up", "layers", "f"),
    ("ellipsis", "three-dots", "cq"), ("ellipsis.vertical", "three-dots-vertical", ""),
    ("magnifyingglass", "search", "c"), ("plus.magnifyingglass", "zoom-in", ""), ("minus.magnifyingglass", "zoom-out", ""),
    ("square.and.arrow.up", "box-arrow-up", "f"), ("square.and.arrow.down", "box-arrow-in-down", "f"),
    ("arrow.up", "arrow-up", "cq"), ("arrow.down", "arrow-down", "cq"), ("arrow.left", "arrow-left", "cq"),
    ("arrow.right", "arrow-right", "cq"), ("arrow.up.right", "arrow-up-right", "cq"),
    ("arrow.up.left", "arrow-up-left", "cq"), ("arrow.down.right", "arrow-down-right", "cq"),
    ("arrow.down.left", "arrow-down-left", "cq"), ("arrow.up.arrow.down", "arrow-down-up", "c"),
    ("arrow.left.arrow.right", "arrow-left-right", "c"), ("arrow.clockwise", "arrow-clockwise", "c"),
    ("arrow.counterclockwise", "arrow-counterclockwise", "c"), ("arrow.triangle.2.circlepath", "arrow-repeat", "c"),
    ("arrow.2.circlepath", "arrow-repeat", "c"), ("arrow.uturn.left", "arrow-return-left", "c"),
    ("arrow.uturn.right", "arrow-return-right", "c"), ("arrow.up.to.line", "arrow-bar-up", ""),
    ("arrow.down.to.line", "arrow-bar-down", ""), ("arrow.up.and.down", "arrow-down-up", ""),
    ("arrow.down.circle.dotted", "arrow-down-circle", ""), ("arrowshape.turn.up.left", "reply", "f"),
    ("arrowshape.turn.up.right", "forward", "f"), ("arrow.up.forward", "arrow-up-right", ""),
    ("arrow.up.backward", "arrow-up-left", ""), ("arrow.forward", "arrow-right", "c"), ("arrow.backward", "arrow-left", "c"),
    ("chevron.up", "chevron-up", "cq"), ("chevron.down", "chevron-down", "cq"),
    ("chevron.left", "chevron-left", "cq"), ("chevron.right", "chevron-right", "cq"),
    ("chevron.forward", "chevron-right", "c"), ("chevron.backward", "chevron-left", "c"),
    ("chevron.up.chevron.down", "chevron-expand", ""), ("chevron.left.2", "chevron-double-left", ""),
    ("chevron.right.2", "chevron-double-right", ""), ("chevron.compact.down", "chevron-compact-down", ""),
    ("chevron.compact.up", "chevron-compact-up", ""), ("arrowtriangle.up", "caret-up", "fcq"),
    ("arrowtriangle.down", "caret-down", "fcq"), ("arrowtriangle.left", "caret-left", "fcq"),
    ("arrowtriangle.right", "caret-right", "fcq"), ("hand.thumbsup", "hand-thumbs-up", "fc"),
    ("hand.thumbsdown", "hand-thumbs-down", "fc"), ("hand.raised", "hand-index", "f"),
    ("hand.point.up", "hand-index-thumb", "f"), ("face.smiling", "emoji-smile", "f"),
    ("cup.and.saucer", "cup-hot", "f"), ("mug", "cup", "f"), ("takeoutbag.and.cup.and.straw", "cup-straw", "f"),
    ("fork.knife", "egg-fried", "c"), ("carrot", "egg", "f"), ("birthday.cake", "gift", "f"),
    ("wineglass", "cup-straw", "f"), ("tshirt", "bag", "f"), ("graduationcap", "mortarboard", "f"),
    ("puzzlepiece", "puzzle", "f"), ("dice", "dice-5", "f"), ("die.face.5", "dice-5", "f"),
    ("magnet", "magnet", "f"), ("binoculars", "binoculars", "f"), ("scope", "bullseye", ""),
    ("target", "bullseye", ""), ("speedometer", "speedometer2", ""), ("gauge", "speedometer", ""),
    ("gauge.medium", "speedometer", ""), ("barometer", "speedometer2", ""), ("infinity", "infinity", "c"),
    ("number", "hash", "cq"), ("percent", "percent", ""), ("at", "at", "c"), ("qrcode", "qr-code", ""),
    ("barcode", "upc", ""), ("icloud", "cloud", "fs"), ("icloud.and.arrow.down", "cloud-arrow-down", "f"),
    ("icloud.and.arrow.up", "cloud-arrow-up", "f"), ("arrow.down.doc", "file-earmark-arrow-down", "f"),
    ("square.and.arrow.down.on.square", "download", ""), ("network", "diagram-3", ""),
    ("shippingbox", "box-seam", "f"), ("cube", "box", "f"), ("cube.box", "box2", "f"), ("storefront", "shop", ""),
    ("building.2.crop.circle", "buildings", ""), ("hare", "speedometer2", "f"), ("tortoise", "hourglass", "f"),
    ("ant", "bug", "f"), ("ladybug", "bug", "f"), ("fish", "water", "f"), ("bird", "twitter", "f"),
    ("sun.dust", "brightness-high", "f"), ("aqi.medium", "cloud-haze", ""), ("allergens", "flower2", "f"),
    ("stethoscope", "heart-pulse", "c"), ("staroflife", "asterisk", "f"), ("brain", "lightbulb", "f"),
    ("figure.mind.and.body", "yin-yang", ""), ("bolt.horizontal", "lightning-charge", "f"),
    ("bolt.batteryblock", "battery-charging", "f"), ("togglepower", "power", ""), ("switch.2", "toggles", ""),
    ("slider.horizontal.3", "sliders", ""), ("slider.vertical.3", "sliders2-vertical", ""),
    ("square.split.2x1", "layout-split", "f"), ("sidebar.left", "layout-sidebar", ""),
    ("rectangle.portrait", "phone", "f"), ("rectangle", "window", "f"), ("app", "app", "f"),
    ("app.badge", "app-indicator", "f"), ("apps.iphone", "grid-3x3-gap", ""), ("qrcode.viewfinder", "qr-code-scan", ""),
    ("viewfinder", "bounding-box", ""), ("scribble", "vector-pen", ""), ("signature", "vector-pen", ""),
    ("wand.and.stars", "magic", ""), ("wand.and.rays", "magic", ""), ("theatermasks", "mask", "f"),
    ("gamecontroller.fill.circle", "controller", ""), ("house.circle", "house-door", ""),
    ("sos", "life-preserver", "c"), ("cross.circle", "plus-circle", "f"), ("figure.roll", "universal-access", ""),
    ("accessibility", "universal-access-circle", ""), ("recordingtape", "cassette", ""),
    ("opticaldisc", "disc", "f"), ("tv.and.mediabox", "tv", "f"), ("play.rectangle", "play-btn", "f"),
    ("play.tv", "tv", "f"), ("books.vertical.circle", "bookshelf", ""), ("text.book.closed", "journal-text", "f"),
    ("note.text", "sticky", "f"), ("note", "sticky", "f"), ("calendar.circle", "calendar2", "f"),
    ("heart.slash", "heartbreak", "f"), ("hands.sparkles", "stars", "f"), ("wand.and.sparkles", "magic", ""),
]

# Entries that the table's rules get wrong, checked against the SF names' meaning (the audit in
# Symbols/README.md): a filled file for a `.fill` the rules gave an outline, or an orientation
# (`rotate:N` degrees clockwise, `flip` left to right, before any composing transform) where
# Bootstrap's subject faces another way than SF's.
OVERRIDES = {
    # SF's airplane is a solid plane pointing right; Bootstrap's points up.
    "airplane": ("airplane-fill", "rotate:90"),
    "airplane.circle": ("airplane-fill", "rotate:90 circle"),
    "airplane.circle.fill": ("airplane-fill", "rotate:90 circle.fill"),
    # Taking off up and to the right, landing down and to the right.
    "airplane.departure": ("airplane-engines-fill", "rotate:60"),
    "airplane.arrival": ("airplane-engines-fill", "rotate:120"),
    # North: the location arrow (up-right) turned to point straight up.
    "location.north": ("cursor", "rotate:-45"),
    "location.north.fill": ("cursor-fill", "rotate:-45"),
    # A bolt lying on its side.
    "bolt.horizontal": ("lightning-charge", "rotate:90"),
    "bolt.horizontal.fill": ("lightning-charge-fill", "rotate:90"),
    # Filled files Bootstrap has under another name.
    "checkmark.shield.fill": ("shield-fill-check", None),
    "exclamationmark.shield.fill": ("shield-fill-exclamation", None),
    "wallet.pass.fill": ("wallet-fill", None),
    "app.fill": ("square-fill", None),
}

# Digits drawn for this project (N.circle for 10…50): see Symbols/README.md.
NUMBERED = range(0, 51)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", default="/usr/share/bootstrap-icons/svg")
    ap.add_argument("--out", default="Symbols")
    args = ap.parse_args()
    have = {f[:-4] for f in os.listdir(args.source) if f.endswith(".svg")}
    drawn_dir = os.path.join(args.out, "drawn")
    drawn = {f[:-4] for f in os.listdir(drawn_dir) if f.endswith(".svg")}
    symbols = {}
    used = set()

    def file_for(bs, sfbase):
        if bs is None:
            return ("drawn/" + sfbase + ".svg") if sfbase in drawn else None
        if bs in have:
            used.add(bs)
            return "bootstrap/" + bs + ".svg"
        return None

    def add(name, file, transform=None, layers=None):
        if file is None or name in symbols:
            return
        entry = {"file": file}
        if transform:
            entry["transform"] = transform
        symbols[name] = entry

    for sf, bs, variants in BASES:
        base_file = file_for(bs, sf)
        if base_file is None:
            raise SystemExit(f"no file for {sf} ({bs})")
        add(sf, base_file)
        fill_file = file_for(bs + "-fill", sf) if bs else file_for(None, sf + ".fill")
        if "f" in variants:
            # A set whose artwork is already solid (fire) has no -fill file: the base serves.
            add(sf + ".fill", fill_file or base_file)
        for shape, letter in (("circle", "c"), ("square", "q")):
            if letter not in variants:
                continue
            own = file_for(bs + "-" + shape, sf) if bs else None
            own_fill = file_for(bs + "-" + shape + "-fill", sf) if bs else None
            add(f"{sf}.{shape}", own) if own else add(f"{sf}.{shape}", base_file, shape)
            add(f"{sf}.{shape}.fill", own_fill) if own_fill else add(f"{sf}.{shape}.fill", base_file, shape + ".fill")
        if "s" in variants:
            own = file_for(bs + "-slash", sf) if bs else None
            add(sf + ".slash", own) if own else add(sf + ".slash", base_file, "slash")
            if fill_file:
                own_fill = file_for(bs + "-slash-fill", sf) if bs else None
                add(sf + ".slash.fill", own_fill) if own_fill else add(sf + ".slash.fill", fill_file, "slash")

    for n in NUMBERED:
        if n < 10:
            add(f"{n}.circle", file_for(f"{n}-circle", None))
            add(f"{n}.circle.fill", file_for(f"{n}-circle-fill", None))
            add(f"{n}.square", file_for(f"{n}-square", None))
            add(f"{n}.square.fill", file_for(f"{n}-square-fill", None))
        else:
            add(f"{n}.circle", "drawn/digits.svg", f"number:{n}")
            add(f"{n}.circle.fill", "drawn/digits.svg", f"number.fill:{n}")
            add(f"{n}.square", "drawn/digits.svg", f"number.square:{n}")
            add(f"{n}.square.fill", "drawn/digits.svg", f"number.square.fill:{n}")

    for name, (bs, transform) in OVERRIDES.items():
        if name not in symbols:
            raise SystemExit(f"override for an unmapped name: {name}")
        symbols[name] = {"file": file_for(bs, name)}
        if transform:
            symbols[name]["transform"] = transform

    multicolor = {
        "sun.max": "yellow", "sun.max.fill": "yellow", "flame": "orange", "flame.fill": "orange",
        "heart.fill": "red", "leaf": "green", "leaf.fill": "green", "drop": "cyan", "drop.fill": "cyan",
        "bolt.fill": "yellow", "star.fill": "yellow", "battery.100": "green", "snowflake": "cyan",
        "moon.fill": "yellow", "trash": "red", "trash.fill": "red", "exclamationmark.triangle.fill": "yellow",
        "checkmark.circle.fill": "green", "xmark.circle.fill": "red", "cloud.rain.fill": "blue",
        "umbrella.fill": "purple", "flag.fill": "orange", "bell.fill": "yellow", "pawprint.fill": "brown",
    }
    for name, colour in multicolor.items():
        if name in symbols:
            symbols[name]["multicolor"] = colour

    dest = os.path.join(args.out, "bootstrap")
    os.makedirs(dest, exist_ok=True)
    for f in os.listdir(dest):
        if f.endswith(".svg"):
            os.remove(os.path.join(dest, f))
    for bs in sorted(used):
        shutil.copyfile(os.path.join(args.source, bs + ".svg"), os.path.join(dest, bs + ".svg"))
    manifest = {
        "source": "Bootstrap Icons 1.10.3 (MIT), Debian package bootstrap-icons; drawn/ is this project's own artwork",
        "viewBox": 16,
        "symbols": dict(sorted(symbols.items())),
    }
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=False)
        f.write("\n")
    print(f"{len(symbols)} symbols, {len(used)} Bootstrap files")

if __name__ == "__main__":
    main()
