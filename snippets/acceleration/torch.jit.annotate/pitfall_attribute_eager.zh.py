from typing import List

import torch
import torch.nn as nn


class Recorder(nn.Module):
    def __init__(self):
        super().__init__()
        self.seen = torch.jit.Attribute([], List[str])

    def forward(self, x):
        self.seen.append("call")
        return x


print(type(Recorder().seen).__name__)  # 是一个包装对象，不是列表
Recorder()(torch.ones(1))  # eager 调用
