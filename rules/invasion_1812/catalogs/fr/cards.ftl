# 1812 : l'invasion du Canada : les 60 cartes de rules/invasion_1812/data/cards.toml, dans
# son ordre, chacune par son nom (i1812-card-<id>) et son texte (i1812-card-<id>-text), traduits
# en français ; puis comment l'étiquette d'une carte dit ce qu'elle déplace (« AR-03 Marche
# rapide (3 armées × 2 zones) »).


## Réguliers britanniques (rouge)
i1812-card-br-01 = Avance forcée
i1812-card-br-01-text = Déplacez jusqu'à 2 armées de 2 zones au plus chacune.
i1812-card-br-02 = Colonne de marche
i1812-card-br-02-text = Déplacez jusqu'à 2 armées de 3 zones au plus chacune.
i1812-card-br-03 = Relève de garnison
i1812-card-br-03-text = Déplacez jusqu'à 2 armées d'une zone chacune.
i1812-card-br-04 = Route du Roi
i1812-card-br-04-text = Déplacez jusqu'à 3 armées de 2 zones au plus chacune.
i1812-card-br-05 = Régiments de ligne
i1812-card-br-05-text = Déplacez jusqu'à 4 armées d'une zone chacune.
i1812-card-br-06 = Marine provinciale
i1812-card-br-06-text = Navire de guerre : déplacez 1 armée à travers une grande étendue d'eau, d'une zone terrestre de sa rive à toute autre zone terrestre de la même étendue, même occupée par des unités ennemies.
i1812-card-br-07 = Escadre du lac
i1812-card-br-07-text = Navire de guerre : déplacez jusqu'à 2 armées à travers une grande étendue d'eau, d'une zone terrestre de sa rive à toute autre zone terrestre de la même étendue, même occupée par des unités ennemies.
i1812-card-br-08 = Armistice de Prevost
i1812-card-br-08-text = Trêve. Déplacez 1 armée de 2 zones au plus. Une fois jouée, cette carte n'est pas retirée du jeu : elle est alignée à côté du plateau avec les autres cartes Trêve.
i1812-card-br-09 = Renforts de Mackinac
i1812-card-br-09-text = Placez 3 unités rouges de votre réserve dans une zone bordant le lac Huron, même si des unités ennemies l'occupent.
i1812-card-br-10 = Fifres et tambours
i1812-card-br-10-text = Chaque armée que vous déplacez avec votre carte Mouvement ce tour-ci peut parcourir 1 zone de plus.
i1812-card-br-11 = Napoléon vaincu
i1812-card-br-11-text = Placez 2 unités rouges de votre réserve à Montréal, même si des unités ennemies l'occupent.
i1812-card-br-12 = Général Brock
i1812-card-br-12-text = Ce tour-ci, les résultats Fuite des dés jaunes sont ignorés dans toutes les batailles.

## Milice canadienne (jaune)
i1812-card-cm-01 = Milice sédentaire
i1812-card-cm-01-text = Déplacez jusqu'à 3 armées d'une zone chacune.
i1812-card-cm-02 = Compagnies de flanc
i1812-card-cm-02-text = Déplacez jusqu'à 2 armées de 2 zones au plus chacune.
i1812-card-cm-03 = Appel aux armes
i1812-card-cm-03-text = Déplacez jusqu'à 4 armées d'une zone chacune.
i1812-card-cm-04 = Patrouille frontalière
i1812-card-cm-04-text = Déplacez jusqu'à 2 armées d'une zone chacune.
i1812-card-cm-05 = Milice incorporée
i1812-card-cm-05-text = Déplacez jusqu'à 3 armées de 2 zones au plus chacune.
i1812-card-cm-06 = Convoi de bateaux
i1812-card-cm-06-text = Bateau de pêche : déplacez jusqu'à 2 armées de 3 unités au plus chacune, depuis deux zones différentes de la rive d'une grande étendue d'eau, à travers celle-ci jusqu'à une seule et même zone de la même étendue, même occupée par des unités ennemies. Chaque armée ne peut compter que des unités jaunes et rouges, dont au moins une jaune.
i1812-card-cm-07 = Dragons provinciaux
i1812-card-cm-07-text = Déplacez 1 armée de 3 zones au plus.
i1812-card-cm-08 = Fête des moissons
i1812-card-cm-08-text = Trêve. Déplacez 1 armée de 2 zones au plus. Une fois jouée, cette carte n'est pas retirée du jeu : elle est alignée à côté du plateau avec les autres cartes Trêve.
i1812-card-cm-09 = Embuscade
i1812-card-cm-09-text = Après les mouvements, avant les batailles : dans une zone où se trouvent des unités jaunes et des unités ennemies, lancez un dé jaune par unité jaune présente (3 au plus) et n'appliquez que les Touchés.
i1812-card-cm-10 = Billy Green
i1812-card-cm-10-text = À jouer avant une bataille de ce tour dans une zone du territoire britannique : avant celle-ci, les Britanniques lancent les dés une fois, en n'appliquant que les Touchés.
i1812-card-cm-11 = Entraînement
i1812-card-cm-11-text = Avant tout mouvement : dans une zone, changez jusqu'à 2 unités jaunes en unités rouges (les unités jaunes retournent dans leur réserve ; les rouges viennent de la réserve des Réguliers britanniques).
i1812-card-cm-12 = Voltigeurs
i1812-card-cm-12-text = La prochaine armée comptant une unité jaune que vous déplacez ce tour-ci peut parcourir 1 zone de plus.

## Autochtones (vert)
i1812-card-na-01 = Piste forestière
i1812-card-na-01-text = Déplacez 1 armée de 3 zones au plus.
i1812-card-na-02 = Parti de guerre
i1812-card-na-02-text = Déplacez jusqu'à 2 armées de 2 zones au plus chacune.
i1812-card-na-03 = Parti de raid
i1812-card-na-03-text = Déplacez jusqu'à 2 armées de 3 zones au plus chacune.
i1812-card-na-04 = Confédération de l'Ouest
i1812-card-na-04-text = Déplacez jusqu'à 3 armées de 2 zones au plus chacune.
i1812-card-na-05 = Rassemblement des Nations
i1812-card-na-05-text = Déplacez jusqu'à 4 armées d'une zone chacune.
i1812-card-na-06 = Canots de guerre
i1812-card-na-06-text = Canot : déplacez jusqu'à 5 unités vertes, depuis 5 zones différentes au plus de la rive d'une grande étendue d'eau, à travers celle-ci jusqu'à une seule et même zone de la même étendue, même occupée par des unités ennemies.
i1812-card-na-07 = Portage
i1812-card-na-07-text = Déplacez jusqu'à 2 armées d'une zone chacune.
i1812-card-na-08 = Retour aux villages
i1812-card-na-08-text = Trêve. Déplacez 1 armée de 2 zones au plus. Une fois jouée, cette carte n'est pas retirée du jeu : elle est alignée à côté du plateau avec les autres cartes Trêve.
i1812-card-na-09 = John Brant
i1812-card-na-09-text = Placez 2 unités vertes de votre réserve dans des zones qui comptent des unités vertes ; elles peuvent ensuite se déplacer ce tour-ci.
i1812-card-na-10 = Tecumseh
i1812-card-na-10-text = À jouer avant une bataille de ce tour où combattent des unités vertes : dans celle-ci, chaque Fuite obtenue sur un dé vert compte plutôt comme un Touché.
i1812-card-na-11 = Sentier de la guerre
i1812-card-na-11-text = La prochaine armée comptant une unité verte que vous déplacez ce tour-ci peut parcourir 2 zones de plus.
i1812-card-na-12 = Éclaireurs des bois
i1812-card-na-12-text = À jouer avant une bataille de ce tour : dans celle-ci, le camp britannique a l'initiative, où qu'elle se livre.

## Réguliers américains (bleu)
i1812-card-ar-01 = Ordres de marche
i1812-card-ar-01-text = Déplacez jusqu'à 2 armées de 2 zones au plus chacune.
i1812-card-ar-02 = Armée du Centre
i1812-card-ar-02-text = Déplacez jusqu'à 2 armées de 3 zones au plus chacune.
i1812-card-ar-03 = Marche rapide
i1812-card-ar-03-text = Déplacez jusqu'à 3 armées de 2 zones au plus chacune.
i1812-card-ar-04 = Avance générale
i1812-card-ar-04-text = Déplacez jusqu'à 4 armées de 2 zones au plus chacune.
i1812-card-ar-05 = Garnisons frontalières
i1812-card-ar-05-text = Déplacez jusqu'à 3 armées d'une zone chacune.
i1812-card-ar-06 = Flottille de Sackets Harbor
i1812-card-ar-06-text = Navire de guerre : déplacez 1 armée à travers une grande étendue d'eau, d'une zone terrestre de sa rive à toute autre zone terrestre de la même étendue, même occupée par des unités ennemies.
i1812-card-ar-07 = Escadre du lac Érié
i1812-card-ar-07-text = Navire de guerre : déplacez jusqu'à 2 armées à travers une grande étendue d'eau, d'une zone terrestre de sa rive à toute autre zone terrestre de la même étendue, même occupée par des unités ennemies.
i1812-card-ar-08 = Traité de Gand
i1812-card-ar-08-text = Trêve. Déplacez 1 armée de 2 zones au plus. Une fois jouée, cette carte n'est pas retirée du jeu : elle est alignée à côté du plateau avec les autres cartes Trêve.
i1812-card-ar-09 = Faucons de guerre
i1812-card-ar-09-text = Votre carte Mouvement de ce tour déplace une armée de plus.
i1812-card-ar-10 = William Harrison
i1812-card-ar-10-text = En plus de votre carte Mouvement, déplacez de 3 zones au plus une armée comptant une unité bleue ; elle peut laisser des unités dans les zones qu'elle traverse, et s'arrête en entrant dans une zone occupée par des unités ennemies.
i1812-card-ar-11 = Interdiction de publication
i1812-card-ar-11-text = À jouer avant de placer les enrôlements : ce tour-ci, Rome est votre zone de rassemblement au lieu d'Albany.
i1812-card-ar-12 = Marche forcée
i1812-card-ar-12-text = La prochaine armée que vous déplacez ce tour-ci peut parcourir 2 zones de plus.

## Milice américaine (blanc)
i1812-card-am-01 = Levées de comté
i1812-card-am-01-text = Déplacez jusqu'à 3 armées d'une zone chacune.
i1812-card-am-02 = Compagnies de volontaires
i1812-card-am-02-text = Déplacez jusqu'à 2 armées de 2 zones au plus chacune.
i1812-card-am-03 = Mobilisation de la milice
i1812-card-am-03-text = Déplacez jusqu'à 4 armées d'une zone chacune.
i1812-card-am-04 = Fusiliers montés
i1812-card-am-04-text = Déplacez 1 armée de 3 zones au plus.
i1812-card-am-05 = Garde locale
i1812-card-am-05-text = Déplacez jusqu'à 2 armées d'une zone chacune.
i1812-card-am-06 = Bateaux Durham
i1812-card-am-06-text = Bateau de pêche : déplacez jusqu'à 2 armées de 3 unités au plus chacune, depuis deux zones différentes de la rive d'une grande étendue d'eau, à travers celle-ci jusqu'à une seule et même zone de la même étendue, même occupée par des unités ennemies. Chaque armée ne peut compter que des unités blanches et bleues, dont au moins une blanche.
i1812-card-am-07 = Rangers de la frontière
i1812-card-am-07-text = Déplacez jusqu'à 3 armées de 2 zones au plus chacune.
i1812-card-am-08 = Fin d'engagement
i1812-card-am-08-text = Trêve. Déplacez 1 armée de 2 zones au plus. Une fois jouée, cette carte n'est pas retirée du jeu : elle est alignée à côté du plateau avec les autres cartes Trêve.
i1812-card-am-09 = Milice du Kentucky
i1812-card-am-09-text = Ce tour-ci, chaque Touché obtenu sur un dé blanc retire 2 unités ennemies.
i1812-card-am-10 = Soutien local
i1812-card-am-10-text = Placez jusqu'à 3 unités blanches dans des zones du territoire américain qui comptent des unités blanches : de votre réserve, ou de vos unités de la case des Unités en fuite quand la réserve est vide.
i1812-card-am-11 = Tireurs d'élite du capitaine Aisquith
i1812-card-am-11-text = Ce tour-ci, dans toutes les batailles, les Réguliers américains et la Milice américaine lancent chacun un dé de plus que leur maximum.
i1812-card-am-12 = Transfuge
i1812-card-am-12-text = À jouer avant une bataille de ce tour où combat la Milice canadienne : une unité jaune de celle-ci retourne dans sa réserve, et vous placez à sa place une unité blanche de votre réserve.

## L'étiquette d'une carte (cards.py, Card.label) : son code, son nom et ce qu'elle déplace
i1812-card-label = { $code } { $name } ({ $move })
i1812-move-special = Spéciale
i1812-move-land = { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} × { $areas ->
    [one] { $areas } zone
   *[other] { $areas } zones
}
i1812-move-warship = Navire de guerre : { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
}
i1812-move-fishing-boat = Bateau de pêche : { $armies ->
    [one] { $armies } armée
   *[other] { $armies } armées
} de { $units ->
    [one] { $units } unité
   *[other] { $units } unités
} au plus
i1812-move-canoe = Canot : jusqu'à { $units }
i1812-move-truce = Trêve : { $move }
