import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(4, 3, device=device)

# 标签被读成了浮点数（例如来自 NumPy 浮点数组），形状为 (N,)
target = torch.tensor([0.0, 2.0, 1.0, 0.0], device=device)
print(target.dtype, target.shape)
criterion(logits, target)
