import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCELoss()
logits = torch.tensor([1.5, -0.3], device=device)  # 模型的原始输出，不是概率
target = torch.tensor([1.0, 0.0], device=device)
criterion(logits, target)
