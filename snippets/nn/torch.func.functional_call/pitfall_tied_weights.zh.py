import torch
from torch import nn
from torch.func import functional_call


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(2, 2, bias=False)
        self.decoder = nn.Linear(2, 2, bias=False)
        self.decoder.weight = self.encoder.weight  # 同一个参数有两个名字


tied = Tied()
print([name for name, _ in tied.named_parameters()])
weights = {"encoder.weight": torch.eye(2), "decoder.weight": 2 * torch.eye(2)}
functional_call(tied, weights, (torch.ones(1, 2),))
