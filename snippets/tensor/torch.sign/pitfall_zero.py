import torch

margin = torch.tensor([0.7, 0.0, -1.2])

labels = torch.sign(margin)                 # meant to be +1 / -1
print(labels)                               # the zero stays 0
print(torch.where(margin >= 0, 1.0, -1.0))  # choose a side for 0 explicitly
