import torch

predictions = torch.tensor([0.1, 0.2, 0.3])
expected = torch.tensor([0.1, 0.2])  # 少了一个值

print(torch.allclose(predictions, expected))
