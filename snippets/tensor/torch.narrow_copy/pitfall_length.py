import torch

x = torch.arange(10)
print(x.narrow_copy(0, 8, 2))       # the third argument is a length, not an end
x.narrow_copy(0, 8, 10)             # written as if it were the end index
