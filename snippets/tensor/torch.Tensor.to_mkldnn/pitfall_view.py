import torch

m = torch.arange(6.0).reshape(2, 3).to_mkldnn()
print(m.reshape(3, 2).shape)               # reshape works: it makes a new oneDNN tensor
m.view(3, 2)                               # there are no strides to view through
