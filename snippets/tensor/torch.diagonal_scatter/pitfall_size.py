import torch

m = torch.zeros(3, 3)
m.diagonal_scatter(torch.ones(2))     # the main diagonal of 3 x 3 has 3 entries
