import math

import torch

x = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
y = x.apply_(lambda v: math.gamma(v + 1))  # any Python function of one float
print(y)
print(y is x)  # in place: the same tensor comes back

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([10.0, 20.0, 30.0])
a.map_(b, lambda p, q: max(p, q - 15))  # map_ pairs each element with one of b
print(a)
