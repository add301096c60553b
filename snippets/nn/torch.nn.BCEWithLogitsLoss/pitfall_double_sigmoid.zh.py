import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCEWithLogitsLoss()
target = torch.tensor([1.0, 0.0], device=device)

# 一个已经完全确信的模型
logits = torch.tensor([20.0, -20.0], device=device)
print("logits:        ", criterion(logits, target))

# 模型末尾接了 nn.Sigmoid()：损失函数内部再做一次 sigmoid，
# 损失始终离 0 很远（正样本最低 0.313，负样本最低 0.693）
print("sigmoid output:", criterion(torch.sigmoid(logits), target))
