import torch

x = torch.tensor([-1.5, -0.5, 1.5])

print(x.long())              # truncates toward zero: [-1, 0, 1]
print(x.floor().long())      # rounds down first: [-2, -1, 1]
