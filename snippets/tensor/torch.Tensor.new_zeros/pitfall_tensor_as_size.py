import torch

x = torch.ones(2, 3)
print(x.new_zeros(x.shape).shape)    # a shape: fine
x.new_zeros(x)                       # the tensor itself is not a size
