import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(2, 3, device=device)  # 3 个类别：合法标签为 0、1、2

# 标签从 1 而不是从 0 开始编号
target = torch.tensor([1, 3], device=device)
criterion(logits, target)
