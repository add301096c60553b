import torch

x = torch.ones(2)
y = torch.arange(2.0)
z = x.new_tensor(y)          # copy-constructs from a tensor: warns
print(z)
