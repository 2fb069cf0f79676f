# The words the Canadian Civil War's board picture draws of its own (bot/images/
# canadian_civil_war/), in the game's language: its bar, its panel, its legends, its chips'
# words. The names of the title's things (colours, Viewpoints, squares, Provinces, Issues,
# pieces, Sides) are the rules' (rules/canadian_civil_war/catalogs/); a line that breaks in two
# is drawn as two lines.

## The bar
ccw-pic-title = CANADIAN CIVIL WAR
ccw-pic-game-turn = Game-Turn { $turn }
ccw-pic-setting-up = Setting up
ccw-pic-player-turn = { $color } ({ $view }) Player-Turn · { $phase }
ccw-pic-player-turn-short = { $color } Player-Turn · { $phase }
ccw-pic-last-roll = Last roll  { $roll }
ccw-pic-game-over-won = { $count ->
    [one] Game over: { $winners } wins
   *[other] Game over: { $winners } win
}
ccw-pic-game-over-nobody = Game over: nobody wins
ccw-pic-won = { $count ->
    [one] { $winners } wins
   *[other] { $winners } win
}
ccw-pic-nobody-wins = nobody wins
# A player: "Red (Federalist)"; two of them, "Red (Federalist) and Blue (Separatist)".
ccw-pic-player = { $color } ({ $view })
ccw-pic-and = { $first } and { $second }

## The political game's panel
ccw-pic-players = Players
ccw-pic-column-issues = ISSUES
ccw-pic-column-constituencies = CONST.
ccw-pic-column-cards = CARDS
ccw-pic-phasing-player = { $color }  ◀
ccw-pic-deck = Political Opportunity deck: { $deck } to draw · { $discards } discarded
ccw-pic-blue-unused = Blue Home Area not used (grey): three Players
ccw-pic-short-forms = Short forms on the display

## The political game's legend
ccw-pic-home-areas = Home Areas and Sections
ccw-pic-section = { $section } · { $letter }1 to { $letter }{ $count }
ccw-pic-compass = { $red } north, { $orange } east, { $green } south, { $blue } west
ccw-pic-path = Path between two squares (1.23)
ccw-pic-control-point = Control Point (2.1)
ccw-pic-piece-sample = piece: name, Strength
ccw-pic-issue-face-down = Issue face down
ccw-pic-issue-face-up =
    Issue face up,
    edged by its controller
ccw-pic-issue-nobody = grey: nobody controls it
ccw-pic-zone-sample = Crisis Zone: one square, many stacks
ccw-pic-area-unused = a Home Area not used (12.1)

## The display and its chips
ccw-pic-not-used = not used
ccw-pic-stacks = { $count ->
    [one] { $count } stack
   *[other] { $count } stacks
}
# A face-down Issue: its back, never its kind.
ccw-pic-issue = Issue
# A Province's Premier on a chip: "Prem Québec", shorter "P Qbc" (2.2 prints "PREM").
ccw-pic-premier = Prem { $province }
ccw-pic-premier-initial = P { $province }

## The National Emergency (10.0): its bar
ccw-pic-emergency = NATIONAL EMERGENCY
ccw-pic-turn-of = Game-Turn { $turn } of { $turns }
ccw-pic-attempt-under-way = Attempt under way: { $player }
ccw-pic-side-stage = { $side } · { $stage }
ccw-pic-before-first = Before Game-Turn 1 · { $stage }
ccw-pic-before-first-side = Before Game-Turn 1 · { $side } · { $stage }
ccw-pic-stage = { $stage ->
    [attempt] the attempt (10.1)
    [callup] Government call-up (10.23)
    [deploy] Deployment (10.3)
    [movement] Movement Phase
   *[combat] Combat Phase
}

## The National Emergency: its panel
ccw-pic-emergency-heading = National Emergency (10.0)
ccw-pic-game-over = Game over
ccw-pic-game-over-after = Game over after Game-Turn { $turn } of { $turns }
ccw-pic-attempts = { $player } attempts it
ccw-pic-attempt-note = 10.1: the others join, oppose or stay neutral, sealed
ccw-pic-before-first-of = before Game-Turn 1 of { $turns } (10.4)
ccw-pic-turn-side = Game-Turn { $turn } of { $turns } · { $side }
ccw-pic-sides = Sides
ccw-pic-sides-form = Sides form once every stance is revealed (10.15)
ccw-pic-column-units = UNITS
ccw-pic-column-lost = LOST
ccw-pic-phasing-side = { $side } ◀
ccw-pic-rebel-constituencies = { $count ->
    [one] { $count } Rebel Constituency on the display (11.23, 11.24)
   *[other] { $count } Rebel Constituencies on the display (11.23, 11.24)
}
ccw-pic-neutral = Neutral: out of the game (10.14)
ccw-pic-attempted-it = { $player } · attempted it
ccw-pic-attempts-it = { $player } · attempts it

## The National Emergency: its legend
ccw-pic-units-and-pieces = Military Units and pieces
ccw-pic-unit-sample = { $side ->
    [government] { $kind ->
        [federal] Government Side, Federal unit
       *[militia] Government Side, Militia unit
    }
   *[rebel] { $kind ->
        [federal] Rebel Side, Federal unit
       *[militia] Rebel Side, Militia unit
    }
}
ccw-pic-unit-values = Strength-Movement; F: a Francophone unit (2.2)
ccw-pic-back-sample =
    Active Piece on its back (10.3):
    its player's colour, its Side's
    badge; (strength) defends only
ccw-pic-path-blocked = Path; enemy squares block (10.5)
ccw-pic-stacking = Stacking (10.6): one Military Unit, two pieces
ccw-pic-tints =
    Squares tinted by Home Area:
    { $red } north, { $orange } east, { $green } south, { $blue } west

## The short forms of the pieces' names a chip shows where a name does not fit, by the piece's
## id (pieces.toml), each spelled out in the panel's key. English draws those of its own tables
## (bot/images/canadian_civil_war/look.py), which these repeat; a name that needs none is itself.
ccw-pic-short-prime-minister = PM
ccw-pic-short-commerce = Comm.
ccw-pic-short-labor = Labor
ccw-pic-short-finance = Finance
ccw-pic-short-agriculture = Agric.
ccw-pic-short-health-welfare = Hlth-Wlf
ccw-pic-short-justice = Justice
ccw-pic-short-wood = Wood
ccw-pic-short-auto = Auto
ccw-pic-short-chemical = Chem.
ccw-pic-short-intellectuals = Intellctl
ccw-pic-short-francophone = Francphn
ccw-pic-short-clergy = Clergy
ccw-pic-short-co-ops = Co-ops
ccw-pic-short-farmers = Farmers
ccw-pic-short-transportation = Transport
ccw-pic-short-petroleum = Petro
ccw-pic-short-unions = Unions
ccw-pic-short-hydro = Hydro
