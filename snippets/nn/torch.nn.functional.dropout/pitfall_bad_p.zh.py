import torch
import torch.nn.functional as F

config = {"dropout": 10}  # 本意是 10 %
F.dropout(torch.ones(4), p=config["dropout"])  # p 是 [0, 1] 内的概率
