import torch
from torch.export import default_decompositions

aten = torch.ops.aten
table = default_decompositions()
print(aten.linear.default in table)
print(table[aten.linear.default] is not None)
# get() 和 values() 读的是 dict 自身的存储，而这个表从不往里面写
print(table.get(aten.linear.default))
print(len(table.values()))
