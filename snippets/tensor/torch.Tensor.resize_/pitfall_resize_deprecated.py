import torch

x = torch.arange(6.0)
y = x.resize(2, 3)           # the method without the underscore is deprecated
print(y.shape)
