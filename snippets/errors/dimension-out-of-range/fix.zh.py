import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([2.0, 0.5, 1.0], device=device)
print(logits.dim(), logits.shape)

# 从末尾数维度：两种情况下 dim=-1 都是类别维度。
print(torch.softmax(logits, dim=-1).sum().item())

# 或者补回模型期望的批次维度。
batch = logits.unsqueeze(0)
print(batch.shape, torch.softmax(batch, dim=1).shape)
