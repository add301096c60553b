import torch

z = torch.tensor([1 + 2j, 3 - 4j])

arr = z.conj().numpy()
