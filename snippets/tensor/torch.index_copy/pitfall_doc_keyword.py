import torch

x = torch.zeros(3, 2)
index = torch.tensor([0, 2])
rows = torch.ones(2, 2)

print(x.index_copy(0, index, source=rows))   # the keyword torch accepts is `source`
x.index_copy(0, index, tensor2=rows)         # the name in the method's docstring is refused
