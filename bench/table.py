"""The one table `python -m bench` prints: a row per measurement, with its goal and whether it is met."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Row:
    area: str
    measure: str
    corpus: str
    value: str
    goal: str = ""
    met: bool | None = None  # None: no goal, or not measured


@dataclass
class Table:
    rows: list[Row]

    def add(self, area: str, measure: str, corpus: str, value: str, goal: str = "", met: bool | None = None) -> None:
        self.rows.append(Row(area, measure, corpus, value, goal, met))

    def markdown(self) -> str:
        mark = {True: "met", False: "**missed**", None: ""}
        lines = ["| area | measure | corpus | value | goal | |", "| --- | --- | --- | --- | --- | --- |"]
        lines += [f"| {r.area} | {r.measure} | {r.corpus} | {r.value} | {r.goal} | {mark[r.met]} |" for r in self.rows]
        return "\n".join(lines)


def seconds(value: float) -> str:
    return f"{value:.2f} s" if value < 100 else f"{value:.0f} s"


def size(value: int) -> str:
    return f"{value / 1024:.0f} KiB" if value < 1024 * 1024 else f"{value / 1024 / 1024:.2f} MiB"
