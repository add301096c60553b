import torch

expected = torch.tensor([0.5, 0.25], dtype=torch.float64)  # 例如来自 NumPy
result = torch.tensor([0.5, 0.25])  # float32

print(torch.allclose(result, expected))
