import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

steps = torch.tensor([0, 1, 2], device=device)  # int64

print(torch.exp(steps))  # 非原地：结果为 float32
steps.exp_()             # 原地：浮点结果无法存回 int64
