# Leyendas Tactics, español. Cada clave está también en en.ftl, con los mismos argumentos; una
# prueba comprueba ambos, y que el código use todas las claves.

## El menú principal

menu-subtitle = Combate táctico por turnos con las reglas de Mundo de Leyendas
menu-no-levels = No hay niveles en { $dir }
menu-progress-unreadable = No se pudo leer tu progreso de campaña; se deja como está: { $problem }
menu-won = { $level }  (ganado)
menu-cannot-play = No se puede jugar: { $problem }
menu-locked = Bloqueado: gana antes «{ $level }»
menu-hot-seat-on = Misma pantalla: sí (cada bando a mano)
menu-hot-seat-off = Misma pantalla: no (la IA juega sus bandos)
menu-difficulty-level = Dificultad de la IA: la del nivel
menu-difficulty = Dificultad de la IA: { $difficulty ->
        [easy] fácil
        [normal] normal
       *[hard] difícil
    }
menu-language = Idioma: { $language }
menu-quit = Salir
menu-hint = Pulsa en un nivel para jugarlo. Esc sale.

## Los reglamentos, como los nombra el menú

ruleset-core = Reglas básicas (semilla 000)
ruleset-osr = Reglas OSR (semilla 002)
ruleset-wfrp = Reglas WFRP (semilla 003)

## La barra superior durante un combate

hud-round = Ronda { $round }
hud-surprise-round = Ronda sorpresa
hud-turn = { $round } | turno de { $unit } ({ $side }) | acciones que quedan: { $left }
hud-side-ai = { $side }, IA
hud-left = { $kind ->
        [walk] caminar
        [action] acción
        [standard] estándar
        [move] de movimiento
       *[swift] veloz
    }
hud-left-none = ninguna
hud-one-action-only = (solo una acción)
hud-over-winner = Ronda { $round } | el combate ha terminado: gana el bando { $side }
hud-over-draw = Ronda { $round } | el combate ha terminado
hud-waiting = Esperando
