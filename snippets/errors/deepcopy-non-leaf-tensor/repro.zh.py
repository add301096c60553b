import copy

import torch
import torch.nn as nn


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 4)

    def forward(self, x):
        attn = torch.softmax(self.proj(x) @ x.T, dim=-1)
        self.last_attn = attn  # 留着用于可视化：仍连在计算图上
        return attn @ x


model = Attention()
model(torch.ones(3, 4))
ema = copy.deepcopy(model)  # 例如在第一步之后创建 EMA 副本
