import torch
import torch.nn.functional as F

config = {"dropout": 10}  # meant as 10 %
F.dropout(torch.ones(4), p=config["dropout"])  # p is a probability in [0, 1]
