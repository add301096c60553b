import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Tanh 的输出在 (-1, 1) 内：不是概率
scores = torch.nn.Tanh()(torch.tensor([-0.5, 2.0], device=device))
print(scores)
torch.nn.BCELoss()(scores, torch.tensor([0.0, 1.0], device=device))
