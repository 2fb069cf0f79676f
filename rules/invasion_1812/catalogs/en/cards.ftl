# 1812: The Invasion of Canada: the 60 cards of rules/invasion_1812/data/cards.toml, in its
# order, each by its name (i1812-card-<id>) and its text (i1812-card-<id>-text), as the data
# prints them; then how a card's label says what it moves ("AR-03 Rapid March (3 armies × 2
# areas)").


## British Regulars (red)
i1812-card-br-01 = Forced Advance
i1812-card-br-01-text = Move up to 2 armies up to 2 areas each.
i1812-card-br-02 = Column of March
i1812-card-br-02-text = Move up to 2 armies up to 3 areas each.
i1812-card-br-03 = Garrison Relief
i1812-card-br-03-text = Move up to 2 armies 1 area each.
i1812-card-br-04 = King's Highway
i1812-card-br-04-text = Move up to 3 armies up to 2 areas each.
i1812-card-br-05 = Line Regiments
i1812-card-br-05-text = Move up to 4 armies 1 area each.
i1812-card-br-06 = Provincial Marine
i1812-card-br-06-text = Warship: move 1 army across one large body of water, from a land area on its shore to any other land area on the same water, even one enemy units occupy.
i1812-card-br-07 = Lake Squadron
i1812-card-br-07-text = Warship: move up to 2 armies across one large body of water, from a land area on its shore to any other land area on the same water, even one enemy units occupy.
i1812-card-br-08 = Prevost's Armistice
i1812-card-br-08-text = Truce. Move 1 army up to 2 areas. Once played, this card is not removed from the game: it is lined up beside the map with the other Truce cards.
i1812-card-br-09 = Mackinac Reinforcements
i1812-card-br-09-text = Place 3 red units from your pool in one area bordering Lake Huron, even if enemy units occupy it.
i1812-card-br-10 = Fife and Drum
i1812-card-br-10-text = Each army you move with your Movement Card this turn may move 1 more area.
i1812-card-br-11 = Napoleon Defeated
i1812-card-br-11-text = Place 2 red units from your pool in Montreal, even if enemy units occupy it.
i1812-card-br-12 = General Brock
i1812-card-br-12-text = This turn, yellow Flee results are ignored in every battle.

## Canadian Militia (yellow)
i1812-card-cm-01 = Sedentary Militia
i1812-card-cm-01-text = Move up to 3 armies 1 area each.
i1812-card-cm-02 = Flank Companies
i1812-card-cm-02-text = Move up to 2 armies up to 2 areas each.
i1812-card-cm-03 = Call to Arms
i1812-card-cm-03-text = Move up to 4 armies 1 area each.
i1812-card-cm-04 = Frontier Patrol
i1812-card-cm-04-text = Move up to 2 armies 1 area each.
i1812-card-cm-05 = Incorporated Militia
i1812-card-cm-05-text = Move up to 3 armies up to 2 areas each.
i1812-card-cm-06 = Bateaux Convoy
i1812-card-cm-06-text = Fishing Boat: move up to 2 armies of up to 3 units each, from two different areas on the shore of one large body of water, across it to one single area on the same water, even one enemy units occupy. Each army may hold only yellow and red units, at least one of them yellow.
i1812-card-cm-07 = Provincial Dragoons
i1812-card-cm-07-text = Move 1 army up to 3 areas.
i1812-card-cm-08 = Harvest Home
i1812-card-cm-08-text = Truce. Move 1 army up to 2 areas. Once played, this card is not removed from the game: it is lined up beside the map with the other Truce cards.
i1812-card-cm-09 = Ambush
i1812-card-cm-09-text = After movement, before battles: in one area holding yellow and enemy units, roll one yellow die per yellow unit there (at most 3) and apply the Hits only.
i1812-card-cm-10 = Billy Green
i1812-card-cm-10-text = Play before a battle this turn in a British homeland area: before it, the British roll once, applying Hits only.
i1812-card-cm-11 = Training
i1812-card-cm-11-text = Before moving: in one area, turn up to 2 yellow units into red units (the yellow units return to their pool; the red come from the British Regulars' pool).
i1812-card-cm-12 = Voltigeurs
i1812-card-cm-12-text = The next army holding a yellow unit that you move this turn may move 1 more area.

## Native Americans (green)
i1812-card-na-01 = Forest Trail
i1812-card-na-01-text = Move 1 army up to 3 areas.
i1812-card-na-02 = War Party
i1812-card-na-02-text = Move up to 2 armies up to 2 areas each.
i1812-card-na-03 = Raiding Party
i1812-card-na-03-text = Move up to 2 armies up to 3 areas each.
i1812-card-na-04 = Western Confederacy
i1812-card-na-04-text = Move up to 3 armies up to 2 areas each.
i1812-card-na-05 = Gathering of the Nations
i1812-card-na-05-text = Move up to 4 armies 1 area each.
i1812-card-na-06 = War Canoes
i1812-card-na-06-text = Canoe: move up to 5 green units, from up to 5 different areas on the shore of one large body of water, across it to one single area on the same water, even one enemy units occupy.
i1812-card-na-07 = Portage
i1812-card-na-07-text = Move up to 2 armies 1 area each.
i1812-card-na-08 = Return to the Villages
i1812-card-na-08-text = Truce. Move 1 army up to 2 areas. Once played, this card is not removed from the game: it is lined up beside the map with the other Truce cards.
i1812-card-na-09 = John Brant
i1812-card-na-09-text = Place 2 green units from your pool in areas that hold green units; they may then move this turn.
i1812-card-na-10 = Tecumseh
i1812-card-na-10-text = Play before a battle this turn in which green units fight: in it, every Flee rolled on a green die counts as a Hit instead.
i1812-card-na-11 = War Path
i1812-card-na-11-text = The next army holding a green unit that you move this turn may move 2 more areas.
i1812-card-na-12 = Forest Scouts
i1812-card-na-12-text = Play before a battle this turn: in it, the British side has the initiative wherever it is fought.

## American Regulars (blue)
i1812-card-ar-01 = Marching Orders
i1812-card-ar-01-text = Move up to 2 armies up to 2 areas each.
i1812-card-ar-02 = Army of the Centre
i1812-card-ar-02-text = Move up to 2 armies up to 3 areas each.
i1812-card-ar-03 = Rapid March
i1812-card-ar-03-text = Move up to 3 armies up to 2 areas each.
i1812-card-ar-04 = General Advance
i1812-card-ar-04-text = Move up to 4 armies up to 2 areas each.
i1812-card-ar-05 = Frontier Garrisons
i1812-card-ar-05-text = Move up to 3 armies 1 area each.
i1812-card-ar-06 = Sackets Harbor Flotilla
i1812-card-ar-06-text = Warship: move 1 army across one large body of water, from a land area on its shore to any other land area on the same water, even one enemy units occupy.
i1812-card-ar-07 = Lake Erie Squadron
i1812-card-ar-07-text = Warship: move up to 2 armies across one large body of water, from a land area on its shore to any other land area on the same water, even one enemy units occupy.
i1812-card-ar-08 = Treaty of Ghent
i1812-card-ar-08-text = Truce. Move 1 army up to 2 areas. Once played, this card is not removed from the game: it is lined up beside the map with the other Truce cards.
i1812-card-ar-09 = War Hawks
i1812-card-ar-09-text = Your Movement Card this turn moves one more army.
i1812-card-ar-10 = William Harrison
i1812-card-ar-10-text = Besides your Movement Card, move one army holding a blue unit up to 3 areas; it may leave units behind in the areas it passes through, and stops on entering an area enemy units occupy.
i1812-card-ar-11 = Publication Ban
i1812-card-ar-11-text = Play before placing enlistments: this turn Rome is your Muster Area instead of Albany.
i1812-card-ar-12 = Forced March
i1812-card-ar-12-text = The next army you move this turn may move 2 more areas.

## American Militia (white)
i1812-card-am-01 = County Levies
i1812-card-am-01-text = Move up to 3 armies 1 area each.
i1812-card-am-02 = Volunteer Companies
i1812-card-am-02-text = Move up to 2 armies up to 2 areas each.
i1812-card-am-03 = Call Out the Militia
i1812-card-am-03-text = Move up to 4 armies 1 area each.
i1812-card-am-04 = Mounted Riflemen
i1812-card-am-04-text = Move 1 army up to 3 areas.
i1812-card-am-05 = Home Guard
i1812-card-am-05-text = Move up to 2 armies 1 area each.
i1812-card-am-06 = Durham Boats
i1812-card-am-06-text = Fishing Boat: move up to 2 armies of up to 3 units each, from two different areas on the shore of one large body of water, across it to one single area on the same water, even one enemy units occupy. Each army may hold only white and blue units, at least one of them white.
i1812-card-am-07 = Frontier Rangers
i1812-card-am-07-text = Move up to 3 armies up to 2 areas each.
i1812-card-am-08 = Term of Service Expires
i1812-card-am-08-text = Truce. Move 1 army up to 2 areas. Once played, this card is not removed from the game: it is lined up beside the map with the other Truce cards.
i1812-card-am-09 = Kentucky Militia
i1812-card-am-09-text = This turn, each Hit rolled on a white die removes 2 enemy units.
i1812-card-am-10 = Hometown Support
i1812-card-am-10-text = Place up to 3 white units in American homeland areas that hold white units: from your pool, or from your units in the Fled Units space when the pool is empty.
i1812-card-am-11 = Captain Aisquith's Sharpshooters
i1812-card-am-11-text = This turn, in every battle, the American Regulars and the American Militia each roll one die more than their maximum.
i1812-card-am-12 = Turncoat
i1812-card-am-12-text = Play before a battle this turn in which Canadian Militia fight: one yellow unit there returns to its pool, and you place one white unit from your pool in its place.

## A card's label (cards.py, Card.label): its code, its name and what it moves
i1812-card-label = { $code } { $name } ({ $move })
i1812-move-special = Special
i1812-move-land = { $armies ->
    [one] { $armies } army
   *[other] { $armies } armies
} × { $areas ->
    [one] { $areas } area
   *[other] { $areas } areas
}
i1812-move-warship = Warship: { $armies ->
    [one] { $armies } army
   *[other] { $armies } armies
}
i1812-move-fishing-boat = Fishing Boat: { $armies ->
    [one] { $armies } army
   *[other] { $armies } armies
} of up to { $units ->
    [one] { $units } unit
   *[other] { $units } units
}
i1812-move-canoe = Canoe: up to { $units }
i1812-move-truce = Truce: { $move }
