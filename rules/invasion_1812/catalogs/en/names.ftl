# 1812: The Invasion of Canada: the names of its data, one message per data id, as
# rules/invasion_1812/data/*.toml print them: each land area of map.toml (i1812-area-<id>, and
# the same name where a sentence puts it after "at", "in" or "to" (-at) or after "of" or
# "from" (-of), which French words otherwise), the Large Bodies of Water (i1812-water-<id>),
# the out-of-bounds land (i1812-region-<id>), the five factions, the two sides, the units'
# colours and the scenarios of scenarios.toml.

## Land areas (map.toml [[area]])
i1812-area-sandwich = Sandwich
i1812-area-sandwich-at = Sandwich
i1812-area-sandwich-of = Sandwich
i1812-area-amherstburg = Amherstburg
i1812-area-amherstburg-at = Amherstburg
i1812-area-amherstburg-of = Amherstburg
i1812-area-baldoon = Baldoon
i1812-area-baldoon-at = Baldoon
i1812-area-baldoon-of = Baldoon
i1812-area-moraviantown = Moraviantown
i1812-area-moraviantown-at = Moraviantown
i1812-area-moraviantown-of = Moraviantown
i1812-area-long-point = Long Point
i1812-area-long-point-at = Long Point
i1812-area-long-point-of = Long Point
i1812-area-grand-river = Grand River
i1812-area-grand-river-at = Grand River
i1812-area-grand-river-of = Grand River
i1812-area-six-nations = Six Nations
i1812-area-six-nations-at = Six Nations
i1812-area-six-nations-of = Six Nations
i1812-area-burlington-heights = Burlington Heights
i1812-area-burlington-heights-at = Burlington Heights
i1812-area-burlington-heights-of = Burlington Heights
i1812-area-stoney-creek = Stoney Creek
i1812-area-stoney-creek-at = Stoney Creek
i1812-area-stoney-creek-of = Stoney Creek
i1812-area-fort-george = Fort George
i1812-area-fort-george-at = Fort George
i1812-area-fort-george-of = Fort George
i1812-area-fort-erie-queenston = Fort Erie & Queenston
i1812-area-fort-erie-queenston-at = Fort Erie & Queenston
i1812-area-fort-erie-queenston-of = Fort Erie & Queenston
i1812-area-york = York
i1812-area-york-at = York
i1812-area-york-of = York
i1812-area-holland-landing = Holland Landing
i1812-area-holland-landing-at = Holland Landing
i1812-area-holland-landing-of = Holland Landing
i1812-area-nottawasaga = Nottawasaga
i1812-area-nottawasaga-at = Nottawasaga
i1812-area-nottawasaga-of = Nottawasaga
i1812-area-penetanguishene = Penetanguishene
i1812-area-penetanguishene-at = Penetanguishene
i1812-area-penetanguishene-of = Penetanguishene
i1812-area-bay-of-quinte = Bay of Quinte
i1812-area-bay-of-quinte-at = Bay of Quinte
i1812-area-bay-of-quinte-of = Bay of Quinte
i1812-area-kingston = Kingston
i1812-area-kingston-at = Kingston
i1812-area-kingston-of = Kingston
i1812-area-prescott = Prescott
i1812-area-prescott-at = Prescott
i1812-area-prescott-of = Prescott
i1812-area-cryslers-farm = Crysler's Farm
i1812-area-cryslers-farm-at = Crysler's Farm
i1812-area-cryslers-farm-of = Crysler's Farm
i1812-area-cornwall = Cornwall
i1812-area-cornwall-at = Cornwall
i1812-area-cornwall-of = Cornwall
i1812-area-montreal = Montreal
i1812-area-montreal-at = Montreal
i1812-area-montreal-of = Montreal
i1812-area-chateauguay = Chateauguay
i1812-area-chateauguay-at = Chateauguay
i1812-area-chateauguay-of = Chateauguay
i1812-area-st-johns = St. Johns
i1812-area-st-johns-at = St. Johns
i1812-area-st-johns-of = St. Johns
i1812-area-lacolle = Lacolle
i1812-area-lacolle-at = Lacolle
i1812-area-lacolle-of = Lacolle
i1812-area-saginaw = Saginaw
i1812-area-saginaw-at = Saginaw
i1812-area-saginaw-of = Saginaw
i1812-area-fort-gratiot = Fort Gratiot
i1812-area-fort-gratiot-at = Fort Gratiot
i1812-area-fort-gratiot-of = Fort Gratiot
i1812-area-detroit = Detroit
i1812-area-detroit-at = Detroit
i1812-area-detroit-of = Detroit
i1812-area-frenchtown = Frenchtown
i1812-area-frenchtown-at = Frenchtown
i1812-area-frenchtown-of = Frenchtown
i1812-area-fort-meigs = Fort Meigs
i1812-area-fort-meigs-at = Fort Meigs
i1812-area-fort-meigs-of = Fort Meigs
i1812-area-sandusky = Sandusky
i1812-area-sandusky-at = Sandusky
i1812-area-sandusky-of = Sandusky
i1812-area-cleveland = Cleveland
i1812-area-cleveland-at = Cleveland
i1812-area-cleveland-of = Cleveland
i1812-area-erie = Erie
i1812-area-erie-at = Erie
i1812-area-erie-of = Erie
i1812-area-pittsburgh = Pittsburgh
i1812-area-pittsburgh-at = Pittsburgh
i1812-area-pittsburgh-of = Pittsburgh
i1812-area-buffalo = Buffalo
i1812-area-buffalo-at = Buffalo
i1812-area-buffalo-of = Buffalo
i1812-area-black-rock = Black Rock
i1812-area-black-rock-at = Black Rock
i1812-area-black-rock-of = Black Rock
i1812-area-lewiston = Lewiston
i1812-area-lewiston-at = Lewiston
i1812-area-lewiston-of = Lewiston
i1812-area-fort-niagara = Fort Niagara
i1812-area-fort-niagara-at = Fort Niagara
i1812-area-fort-niagara-of = Fort Niagara
i1812-area-batavia = Batavia
i1812-area-batavia-at = Batavia
i1812-area-batavia-of = Batavia
i1812-area-charlotte = Charlotte
i1812-area-charlotte-at = Charlotte
i1812-area-charlotte-of = Charlotte
i1812-area-canandaigua = Canandaigua
i1812-area-canandaigua-at = Canandaigua
i1812-area-canandaigua-of = Canandaigua
i1812-area-oswego = Oswego
i1812-area-oswego-at = Oswego
i1812-area-oswego-of = Oswego
i1812-area-sackets-harbor = Sackets Harbor
i1812-area-sackets-harbor-at = Sackets Harbor
i1812-area-sackets-harbor-of = Sackets Harbor
i1812-area-french-creek = French Creek
i1812-area-french-creek-at = French Creek
i1812-area-french-creek-of = French Creek
i1812-area-ogdensburg = Ogdensburg
i1812-area-ogdensburg-at = Ogdensburg
i1812-area-ogdensburg-of = Ogdensburg
i1812-area-french-mills = French Mills
i1812-area-french-mills-at = French Mills
i1812-area-french-mills-of = French Mills
i1812-area-rome = Rome
i1812-area-rome-at = Rome
i1812-area-rome-of = Rome
i1812-area-utica = Utica
i1812-area-utica-at = Utica
i1812-area-utica-of = Utica
i1812-area-albany = Albany
i1812-area-albany-at = Albany
i1812-area-albany-of = Albany
i1812-area-whitehall = Whitehall
i1812-area-whitehall-at = Whitehall
i1812-area-whitehall-of = Whitehall
i1812-area-plattsburgh = Plattsburgh
i1812-area-plattsburgh-at = Plattsburgh
i1812-area-plattsburgh-of = Plattsburgh
i1812-area-chazy = Chazy
i1812-area-chazy-at = Chazy
i1812-area-chazy-of = Chazy
i1812-area-burlington = Burlington
i1812-area-burlington-at = Burlington
i1812-area-burlington-of = Burlington

## Large Bodies of Water (map.toml [[water]])
i1812-water-lake-huron = Lake Huron
i1812-water-lake-erie = Lake Erie
i1812-water-lake-ontario = Lake Ontario
i1812-water-lower-st-lawrence = Lower St. Lawrence
i1812-water-lake-champlain = Lake Champlain

## Out-of-bounds land (map.toml [[out_of_bounds]])
i1812-region-michigan-interior = Michigan Territory interior
i1812-region-ohio = Ohio
i1812-region-pennsylvania = Pennsylvania interior
i1812-region-southern-tier = Southern Tier of New York
i1812-region-adirondacks = Adirondack wilderness
i1812-region-vermont = Vermont
i1812-region-lower-canada-east = Lower Canada east
i1812-region-ottawa-valley = Ottawa valley
i1812-region-queens-bush = Queen's Bush

## A name the data gives and the catalogs lack (a map corrected in GAME_DATA_DIR)
i1812-at-place = { $name }
i1812-of-place = { $name }

## The factions ("Choose A Faction") and the sides
i1812-faction-british-regulars = British Regulars
i1812-faction-canadian-militia = Canadian Militia
i1812-faction-native-americans = Native Americans
i1812-faction-american-regulars = American Regulars
i1812-faction-american-militia = American Militia
# A side as a label ("British 2 · American 0") and as people ("the Americans win").
i1812-side-british = British
i1812-side-american = American
i1812-side-british-plural = British
i1812-side-american-plural = Americans

## The units' colours: the word ("+1 blue"), a unit ("one blue unit"), a count ("2 blue"),
## units ("2 blue units")
i1812-colour-red = red
i1812-colour-yellow = yellow
i1812-colour-green = green
i1812-colour-blue = blue
i1812-colour-white = white
i1812-unit-red = red unit
i1812-unit-yellow = yellow unit
i1812-unit-green = green unit
i1812-unit-blue = blue unit
i1812-unit-white = white unit
i1812-count-red = { $count } red
i1812-count-yellow = { $count } yellow
i1812-count-green = { $count } green
i1812-count-blue = { $count } blue
i1812-count-white = { $count } white
i1812-units-red = { $count ->
    [one] { $count } red unit
   *[other] { $count } red units
}
i1812-units-yellow = { $count ->
    [one] { $count } yellow unit
   *[other] { $count } yellow units
}
i1812-units-green = { $count ->
    [one] { $count } green unit
   *[other] { $count } green units
}
i1812-units-blue = { $count ->
    [one] { $count } blue unit
   *[other] { $count } blue units
}
i1812-units-white = { $count ->
    [one] { $count } white unit
   *[other] { $count } white units
}

## The scenarios (scenarios.toml)
i1812-scenario-1812-introductory = 1812 Introductory
i1812-scenario-1812-introductory-description = The opening campaign of 1812 with short six-card decks and the additional units placed for you: a quicker game to learn the rules.
i1812-scenario-1812-full-campaign = 1812 Full Campaign
i1812-scenario-1812-full-campaign-description = The whole war from the American invasion of July 1812: full twelve-card decks, each faction places its additional units where it chooses, and the American Regulars move first.
i1812-scenario-1813-campaign = 1813 Campaign
i1812-scenario-1813-campaign-description = Spring 1813: Detroit has fallen to Brock and the River Raisin to Procter; Harrison holds Fort Meigs, and the Americans mass at Sackets Harbor and on the Niagara for a new invasion.
