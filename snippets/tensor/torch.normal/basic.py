import torch

torch.manual_seed(0)

# numbers for mean and std: give the shape with size
print(torch.normal(2.0, 0.5, size=(2, 3)))

# tensors: one distribution per element, shapes broadcast
mean = torch.tensor([0.0, 10.0, 100.0])
print(torch.normal(mean, 1.0))                     # std shared by all elements
print(torch.normal(mean, torch.tensor([0.0, 1.0, 2.0])))  # std 0 returns the mean

# the in-place form fills an existing tensor, e.g. a weight matrix
w = torch.empty(1000, 100).normal_(mean=0.0, std=0.02)
print(w.shape, abs(w.mean().item()) < 1e-3, round(w.std().item(), 3))
