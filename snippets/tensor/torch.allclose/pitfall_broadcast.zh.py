import torch

result = torch.tensor([1.0, 1.0, 1.0])
expected = torch.tensor([1.0])  # 形状不对，但可以广播

print(torch.allclose(result, expected))
print(result.shape == expected.shape)
