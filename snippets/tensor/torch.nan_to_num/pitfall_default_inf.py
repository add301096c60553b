import torch

scores = torch.tensor([2.0, float("inf"), float("inf")])

cleaned = torch.nan_to_num(scores)
print(cleaned)
print(cleaned.sum())  # two "largest floats" overflow back to inf
print(cleaned.mean())
