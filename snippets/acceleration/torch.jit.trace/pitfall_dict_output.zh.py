import torch
import torch.nn as nn


class Heads(nn.Module):
    def forward(self, x):
        return {"logits": x * 2, "probs": x.softmax(-1)}


torch.jit.trace(Heads(), torch.randn(2, 3))  # 默认 strict=True
