import torch
from torch.export import default_decompositions

table = default_decompositions()
# gelu 是 core ATen 算子，本来就不分解，所以不在表里
table.pop(torch.ops.aten.gelu.default)
