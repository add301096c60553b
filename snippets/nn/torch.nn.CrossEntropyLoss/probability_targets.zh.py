import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 1.5, 0.2]], device=device)
criterion = torch.nn.CrossEntropyLoss()

# 目标也可以是类别概率（浮点类型，形状与输入相同）
soft = torch.tensor([[0.9, 0.05, 0.05],
                     [0.1, 0.8, 0.1]], device=device)
print(criterion(logits, soft))

# 浮点 one-hot 目标得到的损失与对应的类别索引相同
indices = torch.tensor([0, 1], device=device)
one_hot = torch.nn.functional.one_hot(indices, num_classes=3).float()
print(criterion(logits, one_hot))
print(criterion(logits, indices))
