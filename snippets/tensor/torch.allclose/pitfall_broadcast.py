import torch

result = torch.tensor([1.0, 1.0, 1.0])
expected = torch.tensor([1.0])  # the wrong shape, but it broadcasts

print(torch.allclose(result, expected))
print(result.shape == expected.shape)
