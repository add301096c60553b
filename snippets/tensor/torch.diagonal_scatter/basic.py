import torch

m = torch.zeros(3, 3)

out = torch.diagonal_scatter(m, torch.tensor([1.0, 2.0, 3.0]))   # write the main diagonal
print(out)
print(m.diagonal_scatter(torch.tensor([9.0, 9.0]), offset=1))    # the superdiagonal has 2 entries
print(m.sum())                                                   # m itself is untouched
