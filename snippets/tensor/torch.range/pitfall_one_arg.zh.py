import torch

print(torch.arange(5))   # arange 可以只给终点
torch.range(5)           # range 必须同时给出起点和终点
