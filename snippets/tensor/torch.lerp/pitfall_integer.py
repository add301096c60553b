import torch

counts_a = torch.tensor([0, 10])
counts_b = torch.tensor([10, 20])

middle = torch.lerp(counts_a, counts_b, 0.5)
