import torch

probs = torch.tensor([0.2, 0.5, 0.3])

torch._assert(probs >= 0, "probabilities must be non-negative")
