import torch

x = torch.tensor([1, 3, 2, 5])
print(torch.cummax(x, dim=0).values)
x.cummax()
