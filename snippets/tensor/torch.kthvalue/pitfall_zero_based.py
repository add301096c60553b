import torch

x = torch.tensor([4.0, 2.0, 8.0])
print(x.kthvalue(1))              # k=1 is the smallest
x.kthvalue(0)                     # there is no 0-th smallest
