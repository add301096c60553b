import torch

x = torch.tensor([[3.0, -1.0], [0.0, 5.0]])
print(x.max(1).values)     # max and min take dim positionally
x.aminmax(1)               # aminmax does not
