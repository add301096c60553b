import torch

predictions = torch.tensor([0.1, 0.2, 0.3])
expected = torch.tensor([0.1, 0.2])  # one value short

print(torch.allclose(predictions, expected))
