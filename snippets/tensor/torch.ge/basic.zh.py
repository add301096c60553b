import torch

scores = torch.tensor([49.5, 50.0, 72.0, 90.0])

print(torch.ge(scores, 50))                        # 等同于 scores >= 50
print(torch.greater_equal(scores, 90).nonzero().flatten())
print(((scores >= 50) & (scores < 90)).sum().item())
