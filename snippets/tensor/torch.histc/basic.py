import torch

x = torch.tensor([1.0, 2.0, 1.0, 4.0, 5.0])

print(torch.histc(x, bins=4))                  # range taken from the data: [1, 5]
print(torch.histc(x, bins=4, min=0, max=8))    # fixed range: bins of width 2
print(torch.histc(torch.tensor([0.0, 1.0, 2.0]), bins=2, min=0, max=2))  # max goes in the last bin

# the bin edges are not returned; build them, or use torch.histogram
edges = torch.linspace(0, 8, steps=5)
print(edges)
hist, bin_edges = torch.histogram(x, bins=4, range=(0.0, 8.0))
print(hist, bin_edges)
