import torch

x = torch.zeros(2, 3)
mask = torch.tensor([[True, False, True],
                     [False, True, False]])
source = torch.tensor([10.0, 20.0, 30.0, 40.0, 50.0])
# the True positions take source's elements in order: 10, 20, 30
print(x.masked_scatter(mask, source))

# masked_scatter undoes masked_select
y = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
neg = y < 0
vals = y.masked_select(neg) * 10
print(y.masked_scatter(neg, vals))

# the trailing underscore writes into the tensor itself
x.masked_scatter_(mask, source)
print(x)
