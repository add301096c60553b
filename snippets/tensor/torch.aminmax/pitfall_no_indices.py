import torch

x = torch.tensor([[3.0, -1.0, 2.0],
                  [0.0, 5.0, -4.0]])

print(x.max(dim=1))          # (values, indices)
print(x.aminmax(dim=1))      # (min, max): no argmin or argmax
