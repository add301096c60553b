import torch
from torch.export import default_decompositions

table = default_decompositions()
# gelu is a core ATen op: it is never decomposed, so it is not in the table
table.pop(torch.ops.aten.gelu.default)
