import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scores = torch.tensor([0.1, 0.4, 0.3], device=device)
best = scores[scores > 0.9]      # 没有任何元素超过阈值
print(best.shape)
best.item()
