import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()

# 序列模型的输出：(batch=2, seq_len=4, num_classes=3)
logits = torch.zeros(2, 4, 3, device=device)
target = torch.zeros(2, 4, dtype=torch.long, device=device)

# 类别维必须是第 1 维：(N, C, L)。修正：logits.permute(0, 2, 1)
print(criterion(logits.permute(0, 2, 1), target))
criterion(logits, target)
