import torch

print(torch.tensor([0.1, 0.2]).tolist())                        # float32 的值，按 float64 打印
print(torch.tensor([0.1, 0.2], dtype=torch.float64).tolist())
print([round(v, 4) for v in torch.tensor([0.1, 0.2]).tolist()])
