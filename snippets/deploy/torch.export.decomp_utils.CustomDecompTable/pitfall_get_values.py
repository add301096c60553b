import torch
from torch.export import default_decompositions

aten = torch.ops.aten
table = default_decompositions()
print(aten.linear.default in table)
print(table[aten.linear.default] is not None)
# get() and values() read the dict's own storage, which the table leaves empty
print(table.get(aten.linear.default))
print(len(table.values()))
