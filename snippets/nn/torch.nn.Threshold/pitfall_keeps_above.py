import torch

scores = torch.tensor([0.2, 0.7, 0.9])
print(torch.nn.Threshold(0.5, 1.0)(scores))  # hoped for a 0/1 mask; values above 0.5 pass unchanged
print((scores > 0.5).float())
