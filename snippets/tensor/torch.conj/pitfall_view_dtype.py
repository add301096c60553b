import torch

z = torch.tensor([1 + 2j, 3 - 4j])

raw = z.conj().view(torch.float32)
