import torch

x = torch.tensor([1.0, 2.0, 1.0, 4.0, 2.5])

hist, bin_edges = torch.histogram(x, bins=3)  # equal-width bins over [min, max]
print(hist)
print(bin_edges)  # bins + 1 edges

print(torch.histogram(x, bins=torch.tensor([0.0, 1.5, 3.0, 5.0])).hist)  # custom edges
print(torch.histogram(x, bins=3, range=(0.0, 6.0)).bin_edges)  # fixed range
print(torch.histogram(x, bins=3, weight=torch.tensor([1.0, 1.0, 1.0, 1.0, 2.0])).hist)
print(torch.histogram(x, bins=3, density=True).hist)  # integrates to 1 over the edges

print(torch.histc(x, bins=3))  # same counts, no edges
