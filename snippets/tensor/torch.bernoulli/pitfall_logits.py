import torch

logits = torch.tensor([2.0, -1.0, 0.3])   # raw model outputs
torch.bernoulli(logits)                   # needs probabilities in [0, 1]
