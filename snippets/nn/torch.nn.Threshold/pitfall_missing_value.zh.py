import torch

act = torch.nn.Threshold(0.1)  # 想把小于 0.1 的值都置 0
