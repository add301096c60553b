import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.CrossEntropyLoss()
logits = torch.zeros(4, 3, device=device)  # 批次大小为 4
target = torch.tensor([0, 2, 1], device=device)  # 只有 3 个标签（例如最后一个批次的标签弄混了）
criterion(logits, target)
