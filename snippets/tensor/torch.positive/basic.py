import torch

x = torch.tensor([-1.5, 0.0, 2.0])
p = torch.positive(x)
print(p)                  # values unchanged; it is unary +
print(+x)                 # the operator calls the same function
print(p is x)             # the very same tensor object, no copy
