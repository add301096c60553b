import torch

scores = torch.tensor([0.2, 0.7, 0.9])
print(torch.nn.Threshold(0.5, 1.0)(scores))  # 想得到 0/1 掩码；大于 0.5 的值原样保留
print((scores > 0.5).float())
