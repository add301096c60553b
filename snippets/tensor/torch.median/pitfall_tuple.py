import torch

x = torch.tensor([[3.0, 1.0, 2.0],
                  [5.0, 4.0, 9.0]])

print(x - x.median(dim=1, keepdim=True).values)   # take .values
print(len(x.median(dim=1) * 2))                   # tuple repetition, not a doubled tensor
x - x.median(dim=1, keepdim=True)                 # a (values, indices) pair, not a tensor
