import torch

x = torch.tensor([1.5, 2.5], dtype=torch.bfloat16)   # 例如 bf16 模型的输出
print(x.float().numpy())                              # NumPy 没有 bfloat16
x.numpy()
