# 1812 : l'invasion du Canada : les noms de ses données, un message par identifiant,
# traduits de rules/invasion_1812/data/*.toml, les noms de lieux tels que le français les
# écrit (Montréal, Détroit, Châteauguay, Saint-Jean, lac Champlain) : chaque zone terrestre de
# map.toml (i1812-area-<id>, et le même nom précédé de « à » (-at) et de « de » (-of), élidé
# ou avec son article : « d'Oswego », « à la ferme Crysler », « des Six Nations »), les grandes
# étendues d'eau (i1812-water-<id>), les terres hors limites (i1812-region-<id>), les cinq
# factions, les deux camps, les couleurs des unités et les scénarios de scenarios.toml.

## Zones terrestres (map.toml [[area]])
i1812-area-sandwich = Sandwich
i1812-area-sandwich-at = à Sandwich
i1812-area-sandwich-of = de Sandwich
i1812-area-amherstburg = Amherstburg
i1812-area-amherstburg-at = à Amherstburg
i1812-area-amherstburg-of = d'Amherstburg
i1812-area-baldoon = Baldoon
i1812-area-baldoon-at = à Baldoon
i1812-area-baldoon-of = de Baldoon
i1812-area-moraviantown = Moraviantown
i1812-area-moraviantown-at = à Moraviantown
i1812-area-moraviantown-of = de Moraviantown
i1812-area-long-point = Long Point
i1812-area-long-point-at = à Long Point
i1812-area-long-point-of = de Long Point
i1812-area-grand-river = Rivière Grand
i1812-area-grand-river-at = à la rivière Grand
i1812-area-grand-river-of = de la rivière Grand
i1812-area-six-nations = Six Nations
i1812-area-six-nations-at = aux Six Nations
i1812-area-six-nations-of = des Six Nations
i1812-area-burlington-heights = Hauteurs de Burlington
i1812-area-burlington-heights-at = aux hauteurs de Burlington
i1812-area-burlington-heights-of = des hauteurs de Burlington
i1812-area-stoney-creek = Stoney Creek
i1812-area-stoney-creek-at = à Stoney Creek
i1812-area-stoney-creek-of = de Stoney Creek
i1812-area-fort-george = Fort George
i1812-area-fort-george-at = à Fort George
i1812-area-fort-george-of = de Fort George
i1812-area-fort-erie-queenston = Fort Érié et Queenston
i1812-area-fort-erie-queenston-at = à Fort Érié et Queenston
i1812-area-fort-erie-queenston-of = de Fort Érié et Queenston
i1812-area-york = York
i1812-area-york-at = à York
i1812-area-york-of = de York
i1812-area-holland-landing = Holland Landing
i1812-area-holland-landing-at = à Holland Landing
i1812-area-holland-landing-of = de Holland Landing
i1812-area-nottawasaga = Nottawasaga
i1812-area-nottawasaga-at = à Nottawasaga
i1812-area-nottawasaga-of = de Nottawasaga
i1812-area-penetanguishene = Penetanguishene
i1812-area-penetanguishene-at = à Penetanguishene
i1812-area-penetanguishene-of = de Penetanguishene
i1812-area-bay-of-quinte = Baie de Quinte
i1812-area-bay-of-quinte-at = à la baie de Quinte
i1812-area-bay-of-quinte-of = de la baie de Quinte
i1812-area-kingston = Kingston
i1812-area-kingston-at = à Kingston
i1812-area-kingston-of = de Kingston
i1812-area-prescott = Prescott
i1812-area-prescott-at = à Prescott
i1812-area-prescott-of = de Prescott
i1812-area-cryslers-farm = Ferme Crysler
i1812-area-cryslers-farm-at = à la ferme Crysler
i1812-area-cryslers-farm-of = de la ferme Crysler
i1812-area-cornwall = Cornwall
i1812-area-cornwall-at = à Cornwall
i1812-area-cornwall-of = de Cornwall
i1812-area-montreal = Montréal
i1812-area-montreal-at = à Montréal
i1812-area-montreal-of = de Montréal
i1812-area-chateauguay = Châteauguay
i1812-area-chateauguay-at = à Châteauguay
i1812-area-chateauguay-of = de Châteauguay
i1812-area-st-johns = Saint-Jean
i1812-area-st-johns-at = à Saint-Jean
i1812-area-st-johns-of = de Saint-Jean
i1812-area-lacolle = Lacolle
i1812-area-lacolle-at = à Lacolle
i1812-area-lacolle-of = de Lacolle
i1812-area-saginaw = Saginaw
i1812-area-saginaw-at = à Saginaw
i1812-area-saginaw-of = de Saginaw
i1812-area-fort-gratiot = Fort Gratiot
i1812-area-fort-gratiot-at = à Fort Gratiot
i1812-area-fort-gratiot-of = de Fort Gratiot
i1812-area-detroit = Détroit
i1812-area-detroit-at = à Détroit
i1812-area-detroit-of = de Détroit
i1812-area-frenchtown = Frenchtown
i1812-area-frenchtown-at = à Frenchtown
i1812-area-frenchtown-of = de Frenchtown
i1812-area-fort-meigs = Fort Meigs
i1812-area-fort-meigs-at = à Fort Meigs
i1812-area-fort-meigs-of = de Fort Meigs
i1812-area-sandusky = Sandusky
i1812-area-sandusky-at = à Sandusky
i1812-area-sandusky-of = de Sandusky
i1812-area-cleveland = Cleveland
i1812-area-cleveland-at = à Cleveland
i1812-area-cleveland-of = de Cleveland
i1812-area-erie = Erie
i1812-area-erie-at = à Erie
i1812-area-erie-of = d'Erie
i1812-area-pittsburgh = Pittsburgh
i1812-area-pittsburgh-at = à Pittsburgh
i1812-area-pittsburgh-of = de Pittsburgh
i1812-area-buffalo = Buffalo
i1812-area-buffalo-at = à Buffalo
i1812-area-buffalo-of = de Buffalo
i1812-area-black-rock = Black Rock
i1812-area-black-rock-at = à Black Rock
i1812-area-black-rock-of = de Black Rock
i1812-area-lewiston = Lewiston
i1812-area-lewiston-at = à Lewiston
i1812-area-lewiston-of = de Lewiston
i1812-area-fort-niagara = Fort Niagara
i1812-area-fort-niagara-at = à Fort Niagara
i1812-area-fort-niagara-of = de Fort Niagara
i1812-area-batavia = Batavia
i1812-area-batavia-at = à Batavia
i1812-area-batavia-of = de Batavia
i1812-area-charlotte = Charlotte
i1812-area-charlotte-at = à Charlotte
i1812-area-charlotte-of = de Charlotte
i1812-area-canandaigua = Canandaigua
i1812-area-canandaigua-at = à Canandaigua
i1812-area-canandaigua-of = de Canandaigua
i1812-area-oswego = Oswego
i1812-area-oswego-at = à Oswego
i1812-area-oswego-of = d'Oswego
i1812-area-sackets-harbor = Sackets Harbor
i1812-area-sackets-harbor-at = à Sackets Harbor
i1812-area-sackets-harbor-of = de Sackets Harbor
i1812-area-french-creek = French Creek
i1812-area-french-creek-at = à French Creek
i1812-area-french-creek-of = de French Creek
i1812-area-ogdensburg = Ogdensburg
i1812-area-ogdensburg-at = à Ogdensburg
i1812-area-ogdensburg-of = d'Ogdensburg
i1812-area-french-mills = French Mills
i1812-area-french-mills-at = à French Mills
i1812-area-french-mills-of = de French Mills
i1812-area-rome = Rome
i1812-area-rome-at = à Rome
i1812-area-rome-of = de Rome
i1812-area-utica = Utica
i1812-area-utica-at = à Utica
i1812-area-utica-of = d'Utica
i1812-area-albany = Albany
i1812-area-albany-at = à Albany
i1812-area-albany-of = d'Albany
i1812-area-whitehall = Whitehall
i1812-area-whitehall-at = à Whitehall
i1812-area-whitehall-of = de Whitehall
i1812-area-plattsburgh = Plattsburgh
i1812-area-plattsburgh-at = à Plattsburgh
i1812-area-plattsburgh-of = de Plattsburgh
i1812-area-chazy = Chazy
i1812-area-chazy-at = à Chazy
i1812-area-chazy-of = de Chazy
i1812-area-burlington = Burlington
i1812-area-burlington-at = à Burlington
i1812-area-burlington-of = de Burlington

## Grandes étendues d'eau (map.toml [[water]])
i1812-water-lake-huron = Lac Huron
i1812-water-lake-erie = Lac Érié
i1812-water-lake-ontario = Lac Ontario
i1812-water-lower-st-lawrence = Bas Saint-Laurent
i1812-water-lake-champlain = Lac Champlain

## Terres hors limites (map.toml [[out_of_bounds]])
i1812-region-michigan-interior = Intérieur du territoire du Michigan
i1812-region-ohio = Ohio
i1812-region-pennsylvania = Intérieur de la Pennsylvanie
i1812-region-southern-tier = Sud de l'État de New York
i1812-region-adirondacks = Région sauvage des Adirondacks
i1812-region-vermont = Vermont
i1812-region-lower-canada-east = Est du Bas-Canada
i1812-region-ottawa-valley = Vallée de l'Outaouais
i1812-region-queens-bush = Queen's Bush

## Un nom que donnent les données et que les catalogues n'ont pas (une carte corrigée dans GAME_DATA_DIR)
i1812-at-place = à { $name }
i1812-of-place = de { $name }

## Les factions (« Choose A Faction ») et les camps
# Les deux milices sont au féminin singulier, les autres factions au pluriel : les phrases
# dont une faction est le sujet s'accordent selon son identifiant ($role).
i1812-faction-british-regulars = Réguliers britanniques
i1812-faction-canadian-militia = Milice canadienne
i1812-faction-native-americans = Autochtones
i1812-faction-american-regulars = Réguliers américains
i1812-faction-american-militia = Milice américaine
# Un camp comme étiquette (« Britanniques 2 · Américains 0 ») et comme peuple (« les Américains
# l'emportent »).
i1812-side-british = Britanniques
i1812-side-american = Américains
i1812-side-british-plural = Britanniques
i1812-side-american-plural = Américains

## Les couleurs des unités : le mot (« +1 bleu »), une unité (« une unité bleue »), un compte
## (« 2 bleus »), des unités (« 2 unités bleues »)
i1812-colour-red = rouge
i1812-colour-yellow = jaune
i1812-colour-green = vert
i1812-colour-blue = bleu
i1812-colour-white = blanc
i1812-unit-red = unité rouge
i1812-unit-yellow = unité jaune
i1812-unit-green = unité verte
i1812-unit-blue = unité bleue
i1812-unit-white = unité blanche
i1812-count-red = { $count ->
    [one] { $count } rouge
   *[other] { $count } rouges
}
i1812-count-yellow = { $count ->
    [one] { $count } jaune
   *[other] { $count } jaunes
}
i1812-count-green = { $count ->
    [one] { $count } vert
   *[other] { $count } verts
}
i1812-count-blue = { $count ->
    [one] { $count } bleu
   *[other] { $count } bleus
}
i1812-count-white = { $count ->
    [one] { $count } blanc
   *[other] { $count } blancs
}
i1812-units-red = { $count ->
    [one] { $count } unité rouge
   *[other] { $count } unités rouges
}
i1812-units-yellow = { $count ->
    [one] { $count } unité jaune
   *[other] { $count } unités jaunes
}
i1812-units-green = { $count ->
    [one] { $count } unité verte
   *[other] { $count } unités vertes
}
i1812-units-blue = { $count ->
    [one] { $count } unité bleue
   *[other] { $count } unités bleues
}
i1812-units-white = { $count ->
    [one] { $count } unité blanche
   *[other] { $count } unités blanches
}

## Les scénarios (scenarios.toml)
i1812-scenario-1812-introductory = Initiation 1812
i1812-scenario-1812-introductory-description = La campagne d'ouverture de 1812, avec de courts paquets de six cartes et les unités supplémentaires placées pour vous : une partie plus rapide pour apprendre les règles.
i1812-scenario-1812-full-campaign = Campagne complète 1812
i1812-scenario-1812-full-campaign-description = Toute la guerre depuis l'invasion américaine de juillet 1812 : paquets complets de douze cartes, chaque faction place ses unités supplémentaires où elle le veut, et les Réguliers américains jouent en premier.
i1812-scenario-1813-campaign = Campagne de 1813
i1812-scenario-1813-campaign-description = Printemps 1813 : Détroit est tombé aux mains de Brock et la rivière aux Raisins à celles de Procter ; Harrison tient Fort Meigs, et les Américains se massent à Sackets Harbor et sur le Niagara pour une nouvelle invasion.
