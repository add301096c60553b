import copy

import torch
import torch.nn as nn


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 4)

    def forward(self, x):
        attn = torch.softmax(self.proj(x) @ x.T, dim=-1)
        self.last_attn = attn  # kept for visualisation: still attached to the graph
        return attn @ x


model = Attention()
model(torch.ones(3, 4))
ema = copy.deepcopy(model)  # e.g. creating an EMA copy after the first step
