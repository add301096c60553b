import torch

m = torch.zeros(2, 2)
m.diagonal_scatter(torch.ones(2))     # result thrown away: m is unchanged
print(m)

m.diagonal().copy_(torch.ones(2))     # in place through the diagonal view
print(m)
