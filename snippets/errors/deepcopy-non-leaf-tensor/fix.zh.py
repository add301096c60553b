import copy

import torch
import torch.nn as nn


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 4)

    def forward(self, x):
        attn = torch.softmax(self.proj(x) @ x.T, dim=-1)
        self.last_attn = attn.detach()  # 一份用于查看的副本，位于计算图之外
        return attn @ x


model = Attention()
model(torch.ones(3, 4))
ema = copy.deepcopy(model)
print(ema.last_attn.shape, ema.proj.weight is not model.proj.weight)
